// Starting work that the first screen does not need once the browser has nothing else to do (issue 18 'Fast pages').
import { useEffect, useState } from 'react';

/** The longest the work waits for an idle moment. */
const IDLE_TIMEOUT_MS = 2_000;

/** Calls `start` at the browser's next idle moment (at the latest after IDLE_TIMEOUT_MS); returns the cancel. */
export function whenIdle(start: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(start, 0);
  return () => clearTimeout(timer);
}

/** False on the first render, true from the first idle moment after it. */
export function useIdleAfterFirstRender(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return isIdle;
}
