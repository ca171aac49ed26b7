// Runs spec §4 "Alert polling" on a clock: polls each alert at its nextFetch, one at a time, and writes the
// outcome into the store. The rules themselves are alert-polling.ts; this file only decides when.
import { applyPollAnswer, applyPollFailure, nextDueAlert, type PollAnswer } from './alert-polling';
import type { PollState } from './stored-alert';

/** A poll without an answer after this long counts as failed (step 6). */
export const ALERT_POLL_TIMEOUT_MS = 30_000;
/** Timers are capped (setTimeout overflows past ~24 days); the poller simply looks again. */
const LONGEST_WAIT_MS = 3_600_000;
/** Between two rounds at least this long, so storage that cannot be written never makes a busy loop. */
const SHORTEST_WAIT_MS = 1_000;

export interface AlertPollerOptions<T extends PollState> {
  /** What is polled, as stored now, by name. */
  load(): Readonly<Record<string, T>>;
  /** Changes one stored alert: `change` gets the stored copy and returns the new one; not called once removed. */
  update(name: string, change: (stored: T) => T): void;
  /** Asks the server (spec §7 fetch-notifications); rejects on failure, and on `signal`'s abort. */
  fetch(alert: T, signal: AbortSignal): Promise<PollAnswer>;
  /** Step 4: at least one new event. */
  notify(alert: T, newEventCount: number): void;
  now?: () => number;
}

export interface AlertPoller {
  /** Looks at the stored alerts again (one was added, changed or removed). */
  reschedule(): void;
  stop(): void;
}

export function startAlertPoller<T extends PollState>(options: AlertPollerOptions<T>): AlertPoller {
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let polling = false;
  let stopped = false;

  async function pollOne(alert: T): Promise<void> {
    const fetchedAt = now();
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), ALERT_POLL_TIMEOUT_MS);
    let answer: PollAnswer | undefined;
    try {
      answer = await options.fetch(alert, controller.signal);
    } catch (error) {
      console.info(`Polling alert '${alert.name}' failed; trying again in 5 minutes`, error);
    } finally {
      clearTimeout(timeout);
    }
    if (stopped) return;
    let newEventCount = 0;
    let notified: T | undefined;
    options.update(alert.name, (stored) => {
      // Changed while the poll ran: the answer was for other criteria; the changed alert is polled anew.
      if (stored.updatedAt !== alert.updatedAt) return stored;
      if (answer === undefined) return applyPollFailure(stored, now());
      const outcome = applyPollAnswer(stored, answer, fetchedAt);
      newEventCount = outcome.newEventIds.length;
      notified = outcome.alert;
      return outcome.alert;
    });
    if (notified !== undefined && newEventCount > 0) options.notify(notified, newEventCount);
  }

  async function pollDue(): Promise<void> {
    polling = true;
    try {
      const round = now();
      const due = Object.values(options.load())
        .filter((alert) => Date.parse(alert.nextFetch) <= round)
        .sort((a, b) => Date.parse(a.nextFetch) - Date.parse(b.nextFetch));
      for (const alert of due) {
        const stored = options.load()[alert.name];
        // Removing an alert stops its polling, also within a round.
        if (stopped) return;
        if (stored !== undefined) await pollOne(stored);
      }
    } finally {
      polling = false;
    }
    reschedule(SHORTEST_WAIT_MS);
  }

  function reschedule(shortestWaitMs = 0): void {
    clearTimeout(timer);
    if (stopped || polling) return;
    const due = nextDueAlert(options.load());
    if (due === undefined) return; // no alerts: nothing to poll until one is added
    const waitMs = Math.min(LONGEST_WAIT_MS, Math.max(shortestWaitMs, Date.parse(due.nextFetch) - now()));
    timer = setTimeout(() => void pollDue(), waitMs);
  }

  reschedule();
  return {
    reschedule: () => reschedule(),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
