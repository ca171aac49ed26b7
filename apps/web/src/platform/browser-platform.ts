// The browser's side of the platform adapter: the Notification, Web Share and Clipboard APIs.
import type { AppNotification, Platform, ShareData, ShareOutcome } from './platform';

type ShareNavigator = Partial<Pick<Navigator, 'share' | 'canShare'>>;

/**
 * The Web Share API where the device has it (phones: the system share sheet). 'unsupported' means
 * the caller shows its own fallback; a user closing the share sheet is 'cancelled', not an error.
 */
export async function shareWithBrowser(
  data: ShareData,
  nav: ShareNavigator = navigator,
): Promise<ShareOutcome> {
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
export async function copyWithBrowser(
  text: string,
  clipboard: Clipboard | undefined = typeof navigator === 'undefined' ? undefined : navigator.clipboard,
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

async function askBrowserPermission(): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  try {
    await Notification.requestPermission();
  } catch (error) {
    console.info('Notification permission could not be asked', error);
  }
}

async function notifyInBrowser({ text, tag }: AppNotification, onOpen: () => void): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') {
    console.info(text);
    return;
  }
  try {
    const notification = new Notification(text, { tag });
    notification.onclick = () => {
      window.focus();
      onOpen();
      notification.close();
    };
  } catch (error) {
    // Some browsers allow notifications only from a service worker (Chrome on Android).
    console.info(text, error);
  }
}

export const browserPlatform: Platform = {
  kind: 'browser',
  askNotificationPermission: askBrowserPermission,
  notify: notifyInBrowser,
  onNotificationOpened: () => () => {},
  share: (data) => shareWithBrowser(data),
  copyText: (text) => copyWithBrowser(text),
};
