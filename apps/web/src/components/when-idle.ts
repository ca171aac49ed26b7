// Starting work that the first screen does not need once the browser has nothing else to do (issue 18 'Fast pages').
import { useEffect, useState } from 'react';

/**
 * Where the browser has no idle callbacks (Safari), the work waits this long instead. Not 0: a timer of 0 runs in
 * the task right after the render's effects, which can come before the browser paints that render, so the work this
 * wait moves out of the first paint's way would stand in front of it again. 200 ms lets the first frames paint and
 * is far below the at most 1.5-2 s that a browser with idle callbacks may wait.
 */
const NO_IDLE_CALLBACK_DELAY_MS = 200;

/** Calls `start` at the browser's next idle moment, at the latest after `timeoutMs`; returns the cancel. */
export function whenIdle(start: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => start(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(start, NO_IDLE_CALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}

/**
 * The longest unseen work waits (the background services, the event page's sections below the first screen): it is
 * not on screen, so it can leave the main thread to what is for longer than a map the user is looking at.
 */
const UNSEEN_WORK_TIMEOUT_MS = 2_000;

/** False on the first render, true from the first idle moment after it. */
export function useIdleAfterFirstRender(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), UNSEEN_WORK_TIMEOUT_MS), []);
  return isIdle;
}
