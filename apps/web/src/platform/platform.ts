// What differs between the browser and the native shell (issue 14, decision 022): notifications, the share
// sheet and the clipboard. One adapter decides which it runs on; the rest of the app never asks.

export interface ShareData {
  url: string;
  title: string;
  text?: string;
}

export type ShareOutcome = 'shared' | 'cancelled' | 'unsupported';

export interface AppNotification {
  /** The translated message (spec §4 "Alert notification"). */
  text: string;
  /** One notification per alert: a newer one replaces the older (browser tag). */
  tag: string;
  /** The app path it opens (the alert's results), also when the app was closed (native). */
  path: string;
}

/** A Web Push subscription of this device, as the server registers it (RFC 8291 keys, base64url). */
export interface DevicePushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushSubscribeOutcome =
  | { kind: 'subscribed'; subscription: DevicePushSubscription }
  /** The user said no (now or before): the alert keeps working while the app is open. */
  | { kind: 'denied' }
  /** No Push API here (the native shell notifies locally instead, decision 022). */
  | { kind: 'unsupported' }
  | { kind: 'failed' };

export interface Platform {
  readonly kind: 'browser' | 'native';
  /** Asks for notification permission when not decided yet; call from a user action. Never throws. */
  askNotificationPermission(): Promise<void>;
  /** Shows the notification when permitted, otherwise only logs its text (spec §4). Never throws. */
  notify(notification: AppNotification, onOpen: () => void): Promise<void>;
  /** Called with the path of a notification the user opened while the app was not running it (native). */
  onNotificationOpened(listener: (path: string) => void): () => void;
  /** Whether alerts can be pushed while the app is closed (the browser's Push API; not the native shell). */
  supportsPush(): boolean;
  /** Asks for notification permission if needed and subscribes this device with the server's key. Never throws. */
  subscribePush(applicationServerKey: string): Promise<PushSubscribeOutcome>;
  /** The endpoint of this device's push subscription, if it has one. Never throws. */
  pushEndpoint(): Promise<string | undefined>;
  share(data: ShareData): Promise<ShareOutcome>;
  copyText(text: string): Promise<boolean>;
}

/** An app path a notification may open: same-origin and absolute, never another site. */
export function isAppPath(value: unknown): value is string {
  return (
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
  );
}
