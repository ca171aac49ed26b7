import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleAfterFirstRender, whenIdle } from './when-idle';

describe('whenIdle where the browser has idle callbacks', () => {
  const asked: { callback: IdleRequestCallback; timeout: number | undefined }[] = [];
  const cancelled: number[] = [];
  const beIdle = () => {
    for (const { callback } of asked.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  };

  beforeEach(() => {
    asked.length = 0;
    cancelled.length = 0;
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
      asked.push({ callback, timeout: options?.timeout });
      return asked.length;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
  });

  it('starts at the next idle moment, waiting at most the given time for it', () => {
    const start = vi.fn();
    whenIdle(start, 1_500);
    expect(asked.map(({ timeout }) => timeout)).toEqual([1_500]);
    expect(start).not.toHaveBeenCalled();
    beIdle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('withdraws its idle callback when cancelled', () => {
    const cancel = whenIdle(() => {}, 1_500);
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('makes a hook that is false on the first render and true from the first idle moment after it', () => {
    const { result } = renderHook(() => useIdleAfterFirstRender());
    expect(result.current).toBe(false);
    // Unseen work waits longer than a map on screen (map-view.tsx: 1.5 s).
    expect(asked.map(({ timeout }) => timeout)).toEqual([2_000]);
    act(beIdle);
    expect(result.current).toBe(true);
  });
});

describe('whenIdle where the browser has no idle callbacks (Safari)', () => {
  beforeEach(() => {
    // Only the timers: vitest's fake timers would otherwise bring an idle callback of their own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestIdleCallback', undefined);
  });

  it('starts 200 ms later, not in the next task: the first frames paint first', () => {
    const start = vi.fn();
    whenIdle(start, 2_000);
    vi.advanceTimersByTime(199);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts once cancelled', () => {
    const start = vi.fn();
    whenIdle(start, 2_000)();
    vi.advanceTimersByTime(2_000);
    expect(start).not.toHaveBeenCalled();
  });
});
