import { describe, expect, it, vi } from 'vitest';
import { browserPlatform, copyWithBrowser, shareWithBrowser } from './browser-platform';

const data = { url: 'https://example.org/en/events/7--demo', title: 'Demo for clean air' };

describe('shareWithBrowser', () => {
  it('uses the Web Share API when the device has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    await expect(shareWithBrowser(data, { share })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith({ url: data.url, title: data.title });
  });

  it('asks for the fallback when the API is missing or refuses the data', async () => {
    await expect(shareWithBrowser(data, {})).resolves.toBe('unsupported');
    const share = vi.fn();
    await expect(shareWithBrowser(data, { share, canShare: () => false })).resolves.toBe('unsupported');
    expect(share).not.toHaveBeenCalled();
  });

  it('treats a closed share sheet as cancelled, not as a failure', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    await expect(shareWithBrowser(data, { share })).resolves.toBe('cancelled');
  });

  it('falls back when the browser blocks sharing', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('no gesture', 'NotAllowedError'));
    await expect(shareWithBrowser(data, { share })).resolves.toBe('unsupported');
  });
});

describe('copyWithBrowser', () => {
  it('writes through the Clipboard API', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    await expect(copyWithBrowser(data.url, { writeText } as unknown as Clipboard)).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('falls back to the copy command with a selected textarea, and cleans it up', async () => {
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    const writeText = vi.fn().mockRejectedValue(new Error('insecure context'));
    await expect(copyWithBrowser(data.url, { writeText } as unknown as Clipboard)).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('reports failure when nothing can copy', async () => {
    document.execCommand = vi.fn(() => false);
    await expect(copyWithBrowser(data.url, undefined)).resolves.toBe(false);
  });
});

describe('browser notifications (spec §4 "Alert notification" in a browser)', () => {
  const notification = {
    text: "Your alert 'Berlin' has 2 new Events.",
    tag: 'Berlin',
    path: '/en/alerts/results/Berlin',
  };

  function withNotificationPermission(permission: NotificationPermission) {
    const shown: string[] = [];
    const FakeNotification = Object.assign(
      function (this: { onclick: unknown }, title: string) {
        shown.push(title);
      },
      { permission, requestPermission: vi.fn(async () => 'denied' as const) },
    );
    vi.stubGlobal('Notification', FakeNotification);
    return shown;
  }

  it('a denied permission only logs the text: no notification, no error', async () => {
    const shown = withNotificationPermission('denied');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await browserPlatform.notify(notification, () => {});
    expect(shown).toEqual([]);
    expect(info).toHaveBeenCalledWith(notification.text);
    info.mockRestore();
    vi.unstubAllGlobals();
  });

  it('asks only while the user has not decided, and a refusal is not an error', async () => {
    withNotificationPermission('default');
    await expect(browserPlatform.askNotificationPermission()).resolves.toBeUndefined();
    expect(Notification.requestPermission).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
    withNotificationPermission('denied');
    await browserPlatform.askNotificationPermission();
    expect(Notification.requestPermission).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('shows the notification when granted', async () => {
    const shown = withNotificationPermission('granted');
    await browserPlatform.notify(notification, () => {});
    expect(shown).toEqual([notification.text]);
    vi.unstubAllGlobals();
  });
});
