import { describe, expect, it, vi } from 'vitest';
import { MOBILE_NOTIFICATION_TITLE } from '../constants';
import { createNativePlatform, type NativePlugins, notificationId } from './native-platform';

type Display = 'granted' | 'denied' | 'prompt' | 'prompt-with-rationale';

function fakePlugins(options: { display: Display; afterAsking?: Display; scheduleFails?: boolean }) {
  const tapped: ((action: { notification: { extra?: unknown } }) => void)[] = [];
  const plugins = {
    LocalNotifications: {
      checkPermissions: vi.fn(async () => ({ display: options.display })),
      requestPermissions: vi.fn(async () => ({ display: options.afterAsking ?? options.display })),
      schedule: vi.fn(async () => {
        if (options.scheduleFails) throw new Error('The notification could not be scheduled');
        return { notifications: [] };
      }),
      addListener: vi.fn(async (_event: string, listener: (typeof tapped)[number]) => {
        tapped.push(listener);
        return { remove: vi.fn(async () => {}) };
      }),
    },
    Share: {
      canShare: vi.fn(async () => ({ value: true })),
      share: vi.fn(async () => ({})),
    },
    Clipboard: { write: vi.fn(async () => {}) },
  };
  return { plugins, tapped, asNative: plugins as unknown as NativePlugins };
}

const alertNotification = {
  text: "Your alert 'Berlin' has 2 new Events.",
  tag: 'Berlin',
  path: '/en/alerts/results/Berlin',
};

describe('the native platform (spec §4 "Alert notification" on mobile, §9)', () => {
  it('asks for the permission, then schedules "Demonstration" with an id from 100 to 999 that opens the results', async () => {
    const { plugins, asNative } = fakePlugins({ display: 'prompt', afterAsking: 'granted' });
    const platform = createNativePlatform(
      async () => asNative,
      () => 0.5,
    );
    await platform.notify(alertNotification, () => {});
    expect(plugins.LocalNotifications.requestPermissions).toHaveBeenCalledOnce();
    expect(plugins.LocalNotifications.schedule).toHaveBeenCalledWith({
      notifications: [
        {
          id: 550,
          title: MOBILE_NOTIFICATION_TITLE,
          body: alertNotification.text,
          extra: { path: alertNotification.path },
        },
      ],
    });
  });

  it('a denied permission only logs the text and never throws', async () => {
    const { plugins, asNative } = fakePlugins({ display: 'prompt', afterAsking: 'denied' });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await createNativePlatform(async () => asNative).notify(alertNotification, () => {});
    expect(plugins.LocalNotifications.schedule).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(alertNotification.text);
    info.mockRestore();
  });

  it('a failing schedule only logs: the alert is not lost and nothing crashes', async () => {
    const { asNative } = fakePlugins({ display: 'granted', scheduleFails: true });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await expect(
      createNativePlatform(async () => asNative).notify(alertNotification, () => {}),
    ).resolves.toBeUndefined();
    expect(info).toHaveBeenCalled();
    info.mockRestore();
  });

  it('a tapped notification opens its app path; anything but an app path is ignored', async () => {
    const { tapped, asNative } = fakePlugins({ display: 'granted' });
    const opened: string[] = [];
    createNativePlatform(async () => asNative).onNotificationOpened((path) => opened.push(path));
    await vi.waitFor(() => expect(tapped).toHaveLength(1));
    for (const path of [alertNotification.path, 'https://evil.example/x', '//evil.example', undefined]) {
      tapped[0]?.({ notification: { extra: { path } } });
    }
    expect(opened).toEqual([alertNotification.path]);
  });

  it('shares through the native share sheet, and a closed sheet is cancelled', async () => {
    const { plugins, asNative } = fakePlugins({ display: 'granted' });
    const platform = createNativePlatform(async () => asNative);
    const data = { url: 'https://example.org/en/events/7--demo', title: 'Demo' };
    await expect(platform.share(data)).resolves.toBe('shared');
    plugins.Share.share.mockRejectedValueOnce(new Error('Share canceled'));
    await expect(platform.share(data)).resolves.toBe('cancelled');
    plugins.Share.canShare.mockResolvedValueOnce({ value: false });
    await expect(platform.share(data)).resolves.toBe('unsupported');
  });

  it('copies through the native clipboard', async () => {
    const { plugins, asNative } = fakePlugins({ display: 'granted' });
    await expect(createNativePlatform(async () => asNative).copyText('x')).resolves.toBe(true);
    expect(plugins.Clipboard.write).toHaveBeenCalledWith({ string: 'x' });
  });

  it('notification ids are always within 100 to 999', () => {
    expect(notificationId(() => 0)).toBe(100);
    expect(notificationId(() => 0.999999)).toBe(999);
    for (let i = 0; i < 1000; i += 1) {
      const id = notificationId();
      expect(id >= 100 && id <= 999 && Number.isInteger(id)).toBe(true);
    }
  });
});
