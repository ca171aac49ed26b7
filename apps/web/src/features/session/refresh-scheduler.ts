// When the access token is refreshed (spec §4 "Session", §9 "Token refresh"), as timing logic
// without React: 5 min before the token's exp; without exp 5 min after login and 6 min after a
// refresh; 1 s after a restored session; a failed refresh again after 30 s; one at a time.
import {
  TOKEN_FALLBACK_LIFETIME_AFTER_LOGIN_MS,
  TOKEN_FALLBACK_LIFETIME_AFTER_REFRESH_MS,
  TOKEN_REFRESH_AFTER_RESTORE_MS,
  TOKEN_REFRESH_BEFORE_EXPIRY_MS,
  TOKEN_REFRESH_RETRY_MS,
} from '../../constants';
import { tokenTimeMs } from './access-token';

/**
 * How long after receiving it a token obtained by a login or a refresh is refreshed: 5 minutes
 * before its exp. Measured from its iat when the token has one, so a device clock that is off
 * neither lets the token lapse nor refreshes it in a loop.
 */
export function refreshDelayMs(token: string, nowMs: number, obtainedBy: 'login' | 'refresh'): number {
  const expiry = tokenTimeMs(token, 'exp');
  if (expiry === undefined) {
    return obtainedBy === 'login'
      ? TOKEN_FALLBACK_LIFETIME_AFTER_LOGIN_MS
      : TOKEN_FALLBACK_LIFETIME_AFTER_REFRESH_MS;
  }
  const issuedAt = tokenTimeMs(token, 'iat') ?? nowMs;
  return Math.max(0, expiry - issuedAt - TOKEN_REFRESH_BEFORE_EXPIRY_MS);
}

export interface RefreshSchedulerOptions {
  /** Asks the server for a new token; rejects when that fails. */
  refresh(): Promise<string>;
  /** Called with each new token, before the next refresh is scheduled. */
  onRefreshed(token: string): void;
  now?: () => number;
}

export interface RefreshScheduler {
  /** A login obtained this token: refresh it 5 min before its exp. */
  startAfterLogin(token: string): void;
  /** A stored token was restored: refresh it after 1 s. */
  startAfterRestore(): void;
  /** Refreshes now, unless a refresh is already running (then that one is awaited). */
  refreshNow(): Promise<void>;
  /** Logout: no more refreshes; the answer of one still running is ignored. */
  stop(): void;
}

export function createRefreshScheduler({
  refresh,
  onRefreshed,
  now = Date.now,
}: RefreshSchedulerOptions): RefreshScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  // Each start or stop begins a new generation; answers of an older one are dropped.
  let generation = 0;
  let active = false;

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    timer = setTimeout(() => void refreshNow(), delayMs);
  }

  function start(delayMs: number): void {
    generation += 1;
    active = true;
    schedule(delayMs);
  }

  function refreshNow(): Promise<void> {
    if (running) return running;
    const startedIn = generation;
    running = (async () => {
      try {
        const token = await refresh();
        if (!active || startedIn !== generation) return;
        onRefreshed(token);
        schedule(refreshDelayMs(token, now(), 'refresh'));
      } catch {
        if (active && startedIn === generation) schedule(TOKEN_REFRESH_RETRY_MS);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    startAfterLogin: (token) => start(refreshDelayMs(token, now(), 'login')),
    startAfterRestore: () => start(TOKEN_REFRESH_AFTER_RESTORE_MS),
    refreshNow,
    stop() {
      generation += 1;
      active = false;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
