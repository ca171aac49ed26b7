// The browser's side of the platform adapter: the Notification, Web Share and Clipboard APIs.
import type {
  AppNotification,
  DevicePushSubscription,
  Platform,
  PushSubscribeOutcome,
  ShareData,
  ShareOutcome,
} from './platform';

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

/** The browser has the Push API and a service worker to receive pushes (not in every browser, nor over http). */
export function browserSupportsPush(
  win: unknown = typeof window === 'undefined' ? undefined : window,
): boolean {
  const w = win as { navigator?: Navigator; PushManager?: unknown; Notification?: unknown } | undefined;
  return (
    w?.navigator?.serviceWorker !== undefined && w.PushManager !== undefined && w.Notification !== undefined
  );
}

/** The service worker's registration, or undefined when none becomes ready in time (e.g. the dev server). */
async function readyRegistration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const base64UrlBytes = (value: string): Uint8Array<ArrayBuffer> => {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

export function toDevicePushSubscription(json: PushSubscriptionJSON): DevicePushSubscription | undefined {
  const { endpoint, keys } = json;
  if (endpoint === undefined || keys?.p256dh === undefined || keys.auth === undefined) return undefined;
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

async function subscribeBrowserPush(applicationServerKey: string): Promise<PushSubscribeOutcome> {
  if (!browserSupportsPush()) return { kind: 'unsupported' };
  try {
    if (Notification.permission === 'default') await Notification.requestPermission();
    if (Notification.permission !== 'granted') return { kind: 'denied' };
    const registration = await readyRegistration();
    if (registration === undefined) return { kind: 'unsupported' };
    const options = { userVisibleOnly: true, applicationServerKey: base64UrlBytes(applicationServerKey) };
    let subscription: PushSubscription;
    try {
      subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe(options));
    } catch (error) {
      // A subscription made with another server key (the keys were changed): replace it.
      if ((error as { name?: unknown } | null)?.name !== 'InvalidStateError') throw error;
      await (await registration.pushManager.getSubscription())?.unsubscribe();
      subscription = await registration.pushManager.subscribe(options);
    }
    const device = toDevicePushSubscription(subscription.toJSON());
    return device === undefined ? { kind: 'failed' } : { kind: 'subscribed', subscription: device };
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === 'NotAllowedError') return { kind: 'denied' };
    console.info('Push notifications could not be turned on', error);
    return { kind: 'failed' };
  }
}

async function browserPushEndpoint(): Promise<string | undefined> {
  if (!browserSupportsPush()) return undefined;
  try {
    const registration = await readyRegistration(2_000);
    return (await registration?.pushManager.getSubscription())?.endpoint;
  } catch {
    return undefined;
  }
}

export const browserPlatform: Platform = {
  kind: 'browser',
  askNotificationPermission: askBrowserPermission,
  notify: notifyInBrowser,
  onNotificationOpened: () => () => {},
  supportsPush: () => browserSupportsPush(),
  subscribePush: subscribeBrowserPush,
  pushEndpoint: browserPushEndpoint,
  share: (data) => shareWithBrowser(data),
  copyText: (text) => copyWithBrowser(text),
};
