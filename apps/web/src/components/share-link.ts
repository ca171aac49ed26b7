// Share and Copy Link without React (spec §2 Event detail and Source detail actions): the platform adapter
// shares and copies (browser or native shell, decision 022); the e-mail link is the fallback's.
import { platform, type ShareData, type ShareOutcome } from '../platform';

export type { ShareData, ShareOutcome };

/** The share sheet; 'unsupported' means the caller shows its own fallback, 'cancelled' is no error. */
export function shareLink(data: ShareData): Promise<ShareOutcome> {
  return platform.share(data);
}

/** Writes the text to the clipboard; returns whether it worked. */
export function copyText(text: string): Promise<boolean> {
  return platform.copyText(text);
}

/** A mailto: link with the title as subject and the link in the body (the share fallback). */
export function mailtoLink({ url, title, text }: ShareData): string {
  const body = text ? `${text}\n\n${url}` : url;
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}
