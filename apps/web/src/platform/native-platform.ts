// The native shell's side of the platform adapter (Capacitor 7): local notifications (spec §4 "Alert
// notification" on mobile: title 'Demonstration', a random id from 100 to 999, opens the alert's results),
// the native share sheet and clipboard. The plugins are loaded only here, so the browser never loads them.
import type { ClipboardPlugin } from '@capacitor/clipboard';
import type { LocalNotificationsPlugin } from '@capacitor/local-notifications';
import type { SharePlugin } from '@capacitor/share';
import {
  MOBILE_NOTIFICATION_ID_MAX,
  MOBILE_NOTIFICATION_ID_MIN,
  MOBILE_NOTIFICATION_TITLE,
} from '../constants';
import {
  type AppNotification,
  isAppPath,
  type Platform,
  type ShareData,
  type ShareOutcome,
} from './platform';

export interface NativePlugins {
  LocalNotifications: Pick<
    LocalNotificationsPlugin,
    'checkPermissions' | 'requestPermissions' | 'schedule' | 'addListener'
  >;
  Share: Pick<SharePlugin, 'share' | 'canShare'>;
  Clipboard: Pick<ClipboardPlugin, 'write'>;
}

export async function loadNativePlugins(): Promise<NativePlugins> {
  const [{ LocalNotifications }, { Share }, { Clipboard }] = await Promise.all([
    import('@capacitor/local-notifications'),
    import('@capacitor/share'),
    import('@capacitor/clipboard'),
  ]);
  return { LocalNotifications, Share, Clipboard };
}

/** Spec §9: the mobile notification's id is random from 100 to 999. */
export function notificationId(random: () => number = Math.random): number {
  const span = MOBILE_NOTIFICATION_ID_MAX - MOBILE_NOTIFICATION_ID_MIN + 1;
  return MOBILE_NOTIFICATION_ID_MIN + Math.min(span - 1, Math.floor(random() * span));
}

export function createNativePlatform(
  load: () => Promise<NativePlugins> = loadNativePlugins,
  random: () => number = Math.random,
): Platform {
  let plugins: Promise<NativePlugins> | undefined;
  const loaded = () => {
    plugins ??= load();
    return plugins;
  };

  async function hasPermission(ask: boolean): Promise<boolean> {
    const { LocalNotifications } = await loaded();
    let { display } = await LocalNotifications.checkPermissions();
    if (ask && (display === 'prompt' || display === 'prompt-with-rationale')) {
      ({ display } = await LocalNotifications.requestPermissions());
    }
    return display === 'granted';
  }

  return {
    kind: 'native',
    async askNotificationPermission() {
      try {
        await hasPermission(true);
      } catch (error) {
        console.info('Notification permission could not be asked', error);
      }
    },
    async notify({ text, path }: AppNotification) {
      try {
        // Spec §4: on mobile the product asks for the permission, then schedules.
        if (!(await hasPermission(true))) {
          console.info(text);
          return;
        }
        const { LocalNotifications } = await loaded();
        await LocalNotifications.schedule({
          notifications: [
            { id: notificationId(random), title: MOBILE_NOTIFICATION_TITLE, body: text, extra: { path } },
          ],
        });
      } catch (error) {
        // A refused or failed schedule loses only this notification; the alert and its unseen ids stay.
        console.info(text, error);
      }
    },
    onNotificationOpened(listener) {
      let removed = false;
      let remove: (() => Promise<void>) | undefined;
      void loaded()
        .then(({ LocalNotifications }) =>
          LocalNotifications.addListener('localNotificationActionPerformed', ({ notification }) => {
            const path: unknown = notification.extra?.path;
            if (isAppPath(path)) listener(path);
          }),
        )
        .then((handle) => {
          remove = () => handle.remove();
          if (removed) void remove();
        })
        .catch((error: unknown) => console.info('Notification taps cannot be followed', error));
      return () => {
        removed = true;
        void remove?.();
      };
    },
    // Alerts notify with local notifications while the shell polls (decision 022); no Web Push in the shell.
    supportsPush: () => false,
    subscribePush: async () => ({ kind: 'unsupported' }),
    pushEndpoint: async () => undefined,
    async share(data: ShareData): Promise<ShareOutcome> {
      try {
        const { Share } = await loaded();
        if (!(await Share.canShare()).value) return 'unsupported';
        await Share.share({ title: data.title, text: data.text, url: data.url, dialogTitle: data.title });
        return 'shared';
      } catch (error) {
        // The plugin rejects with 'Share canceled' when the user closes the sheet.
        return /cancel/i.test(String((error as { message?: unknown } | null)?.message))
          ? 'cancelled'
          : 'unsupported';
      }
    },
    async copyText(text: string) {
      try {
        const { Clipboard } = await loaded();
        await Clipboard.write({ string: text });
        return true;
      } catch {
        return false;
      }
    },
  };
}
