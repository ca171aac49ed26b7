// Share and Copy Link without React (spec §2 Event detail and Source detail actions), so the
// fallbacks can be tested with stand-ins for the browser's share and clipboard APIs.

export interface ShareData {
  url: string;
  title: string;
  text?: string;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'unsupported';

type ShareNavigator = Pick<Navigator, 'share' | 'canShare'> | Partial<Pick<Navigator, 'share' | 'canShare'>>;

/**
 * The Web Share API where the device has it (phones: the system share sheet). 'unsupported' means
 * the caller shows its own fallback; a user closing the share sheet is 'cancelled', not an error.
 */
export async function shareLink(data: ShareData, nav: ShareNavigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share !== 'function') return 'unsupported';
  const payload = { url: data.url, title: data.title, ...(data.text && { text: data.text }) };
  if (typeof nav.canShare === 'function' && !nav.canShare(payload)) return 'unsupported';
  try {
    await nav.share(payload);
    return 'shared';
  } catch (error) {
    // DOMException is not an Error subclass everywhere, so read its name directly.
    if ((error as { name?: unknown } | null)?.name === 'AbortError') return 'cancelled';
    // NotAllowedError and the like (no user gesture, blocked by policy): offer the fallback.
    return 'unsupported';
  }
}

/**
 * Writes the text to the clipboard: the async Clipboard API, or (plain http on a LAN, older
 * browsers) a selected off-screen textarea and the copy command. Returns whether it worked.
 */
export async function copyText(
  text: string,
  clipboard: Clipboard | undefined = navigator.clipboard,
): Promise<boolean> {
  if (clipboard !== undefined && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // fall through to the legacy way
    }
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  const active = document.activeElement;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.append(textarea);
  textarea.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    textarea.remove();
    if (active instanceof HTMLElement) active.focus();
  }
}

/** A mailto: link with the title as subject and the link in the body (the share fallback). */
export function mailtoLink({ url, title, text }: ShareData): string {
  const body = text ? `${text}\n\n${url}` : url;
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}
