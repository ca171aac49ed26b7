import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefreshScheduler, refreshDelayMs } from './refresh-scheduler';
import { testToken, tokenExpiringIn } from './test-tokens';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);

describe('refreshDelayMs', () => {
  it('is 5 minutes before the token expires', () => {
    expect(refreshDelayMs(tokenExpiringIn(60, NOW), NOW, 'login')).toBe(55 * MINUTE);
    expect(refreshDelayMs(tokenExpiringIn(10, NOW), NOW, 'refresh')).toBe(5 * MINUTE);
  });

  it('is now when the token expires within 5 minutes', () => {
    expect(refreshDelayMs(tokenExpiringIn(3, NOW), NOW, 'login')).toBe(0);
  });

  it("counts from the token's iat, so a device clock that is off changes nothing", () => {
    const issuedByServerClock = tokenExpiringIn(60, NOW - 30 * MINUTE);
    expect(refreshDelayMs(issuedByServerClock, NOW, 'refresh')).toBe(55 * MINUTE);
  });

  it('counts from now when the token has no iat', () => {
    const withoutIat = testToken({ exp: Math.floor(NOW / 1000) + 20 * 60 });
    expect(refreshDelayMs(withoutIat, NOW, 'login')).toBe(15 * MINUTE);
  });

  it('falls back to 5 minutes after a login and 6 after a refresh when exp is missing', () => {
    const withoutExp = testToken({ sub: '1' });
    expect(refreshDelayMs(withoutExp, NOW, 'login')).toBe(5 * MINUTE);
    expect(refreshDelayMs(withoutExp, NOW, 'refresh')).toBe(6 * MINUTE);
  });
});

describe('the refresh scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  function setUp(refresh: () => Promise<string>) {
    const onRefreshed = vi.fn<(token: string) => void>();
    const refreshSpy = vi.fn(refresh);
    const scheduler = createRefreshScheduler({ refresh: refreshSpy, onRefreshed });
    return { scheduler, refresh: refreshSpy, onRefreshed };
  }

  it('refreshes a login token 5 minutes before its exp, then the new one 5 minutes before its own', async () => {
    const { scheduler, refresh, onRefreshed } = setUp(async () => tokenExpiringIn(10));
    scheduler.startAfterLogin(tokenExpiringIn(60));

    await vi.advanceTimersByTimeAsync(55 * MINUTE - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onRefreshed).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    scheduler.stop();
  });

  it('refreshes a restored session after 1 s', async () => {
    const { scheduler, refresh } = setUp(async () => tokenExpiringIn(60));
    scheduler.startAfterRestore();
    await vi.advanceTimersByTimeAsync(999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    scheduler.stop();
  });

  it('hands every new token over before scheduling the next refresh', async () => {
    const next = tokenExpiringIn(60);
    const { scheduler, onRefreshed } = setUp(async () => next);
    scheduler.startAfterRestore();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onRefreshed).toHaveBeenCalledWith(next);
    scheduler.stop();
  });

  it('retries a failed refresh after 30 s', async () => {
    let calls = 0;
    const { scheduler, refresh, onRefreshed } = setUp(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return tokenExpiringIn(60);
    });
    scheduler.startAfterRestore();
    await vi.advanceTimersByTimeAsync(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onRefreshed).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(30_000 - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(onRefreshed).toHaveBeenCalledTimes(1);
    scheduler.stop();
  });

  it('runs only one refresh at a time', async () => {
    let answer: (token: string) => void = () => {};
    const { scheduler, refresh } = setUp(
      () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    );
    scheduler.startAfterLogin(tokenExpiringIn(60));
    const first = scheduler.refreshNow();
    const second = scheduler.refreshNow();
    expect(refresh).toHaveBeenCalledTimes(1);
    answer(tokenExpiringIn(60));
    await Promise.all([first, second]);
    const third = scheduler.refreshNow();
    expect(refresh).toHaveBeenCalledTimes(2);
    answer(tokenExpiringIn(60));
    await third;
    scheduler.stop();
  });

  it('stops refreshing after stop and ignores the answer of a refresh still running', async () => {
    let answer: (token: string) => void = () => {};
    const { scheduler, refresh, onRefreshed } = setUp(
      () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    );
    scheduler.startAfterRestore();
    await vi.advanceTimersByTimeAsync(1000);
    scheduler.stop();
    answer(tokenExpiringIn(60));
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onRefreshed).not.toHaveBeenCalled();
  });

  it('does not retry a refresh that failed after stop', async () => {
    let fail: (error: Error) => void = () => {};
    const { scheduler, refresh } = setUp(
      () =>
        new Promise<string>((_resolve, reject) => {
          fail = reject;
        }),
    );
    scheduler.startAfterRestore();
    await vi.advanceTimersByTimeAsync(1000);
    scheduler.stop();
    fail(new Error('Unauthorized'));
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
