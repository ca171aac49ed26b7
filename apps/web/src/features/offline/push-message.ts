// What a Web Push message says and how the service worker shows it (issue 14 "Web Push for alerts"). The
// server sends JSON { title, body, path, tag }: the same text as the local notification (spec §4 "Alert
// notification"), the app path it opens (the alert's results) and a tag so a newer push for the same alert
// replaces the older one. Anything else still shows something sensible and never opens another site.
import { MOBILE_NOTIFICATION_TITLE } from '../../constants';
import { isAppPath } from '../../platform/platform';

export interface PushMessage {
  title: string;
  body: string;
  /** The app path that opening the notification shows. */
  path: string;
  tag?: string;
}

const MAX_TEXT_LENGTH = 300;

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, MAX_TEXT_LENGTH);
}

/** Reads a push's data; a payload that is not the server's JSON is shown as plain text that opens the alerts. */
export function pushMessageOf(data: string | undefined, fallbackPath = '/'): PushMessage {
  let parsed: unknown;
  try {
    parsed = data === undefined ? undefined : JSON.parse(data);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) {
    return { title: MOBILE_NOTIFICATION_TITLE, body: text(data) ?? '', path: fallbackPath };
  }
  const fields = parsed as Record<string, unknown>;
  const tag = text(fields.tag);
  return {
    title: text(fields.title) ?? MOBILE_NOTIFICATION_TITLE,
    body: text(fields.body) ?? '',
    path: isAppPath(fields.path) ? fields.path : fallbackPath,
    ...(tag !== undefined && { tag }),
  };
}

/** The options of `showNotification` for a message; the path travels in `data` to the click handler. */
export function notificationOptionsOf(message: PushMessage): NotificationOptions {
  return {
    body: message.body,
    icon: '/icons/icon-192.png',
    badge: '/icons/maskable-192.png',
    data: { path: message.path },
    ...(message.tag !== undefined && { tag: message.tag }),
  };
}

/** The path a clicked notification opens (from `notificationOptionsOf`'s data), or the start page. */
export function pathOfNotificationData(data: unknown): string {
  const path = (data as { path?: unknown } | null | undefined)?.path;
  return isAppPath(path) ? path : '/';
}
