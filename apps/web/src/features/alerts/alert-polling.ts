// Spec §4 "Alert polling" as pure functions of an alert and the time: what a new alert starts with, what a
// poll's answer or failure does to it, and marking an event seen. alert-poller.ts runs them on a clock.
import {
  ALERT_FIRST_FETCH_DELAY_MS,
  ALERT_INITIAL_LAST_FETCH_AGO_MS,
  ALERT_RETRY_DELAY_MS,
} from '../../constants';
import type { AlertCriteria, PollState, StoredAlert, StoredAlerts } from './stored-alert';

const iso = (ms: number) => new Date(ms).toISOString();

/** Step 1: lastFetch = now − 60 minutes, nextFetch = now + 5 seconds. */
export function newAlert(criteria: AlertCriteria, now: number): StoredAlert {
  return {
    ...criteria,
    lastFetch: iso(now - ALERT_INITIAL_LAST_FETCH_AGO_MS),
    nextFetch: iso(now + ALERT_FIRST_FETCH_DELAY_MS),
    unseenEventIds: [],
    seenEventIds: [],
    updatedAt: iso(now),
  };
}

/** The server's answer (spec §7 fetch-notifications). */
export interface PollAnswer {
  event_ids: readonly number[];
  next_fetch: string;
}

export interface PollOutcome<T extends PollState = StoredAlert> {
  alert: T;
  /** Returned ids not known before: at least one triggers a notification (step 4). */
  newEventIds: number[];
}

/** Steps 3–5, for the answer of a poll that started at `fetchedAt`. */
export function applyPollAnswer<T extends PollState>(
  alert: T,
  answer: PollAnswer,
  fetchedAt: number,
): PollOutcome<T> {
  const returned = new Set(answer.event_ids);
  // Step 3: known ids the server no longer returns (past, deleted, changed) are forgotten.
  const seen = alert.seenEventIds.filter((id) => returned.has(id));
  const unseen = alert.unseenEventIds.filter((id) => returned.has(id));
  const known = new Set([...seen, ...unseen]);
  // Step 4: the rest are new, and join the unseen ones.
  const newEventIds = [...returned].filter((id) => !known.has(id));
  return {
    alert: {
      ...alert,
      seenEventIds: seen,
      unseenEventIds: [...unseen, ...newEventIds],
      // Step 5.
      lastFetch: iso(fetchedAt),
      nextFetch: answer.next_fetch,
    },
    newEventIds,
  };
}

/** Step 6: after an error (or no answer), ask again in 5 minutes; nothing else changes. */
export function applyPollFailure<T extends PollState>(alert: T, now: number): T {
  return { ...alert, nextFetch: iso(now + ALERT_RETRY_DELAY_MS) };
}

/** Marking an event as seen moves it from the unseen to the seen list. */
export function markEventSeen(alert: StoredAlert, eventId: number): StoredAlert {
  if (!alert.unseenEventIds.includes(eventId)) return alert;
  return {
    ...alert,
    unseenEventIds: alert.unseenEventIds.filter((id) => id !== eventId),
    seenEventIds: [...alert.seenEventIds, eventId],
  };
}

/**
 * The alert with the events seen on another copy of it (the account's, another device's) seen here too: seen is
 * the union of both, unseen loses them. Ids the server no longer returns drop out at the next poll (step 3), and
 * one it still returns is then known, so it is never reported as new again.
 */
export function withSeenOf<T extends PollState>(alert: T, other: Pick<PollState, 'seenEventIds'>): T {
  const seen = new Set(alert.seenEventIds);
  const added = other.seenEventIds.filter((id) => !seen.has(id));
  if (added.length === 0) return alert;
  for (const id of added) seen.add(id);
  return {
    ...alert,
    seenEventIds: [...alert.seenEventIds, ...added],
    unseenEventIds: alert.unseenEventIds.filter((id) => !seen.has(id)),
  };
}

/** The badge shows when any alert has unseen ids. */
export function hasUnseenEvents(alerts: StoredAlerts): boolean {
  return Object.values(alerts).some((alert) => alert.unseenEventIds.length > 0);
}

/** The alert due first, or undefined when there are none. */
export function nextDueAlert<T extends PollState>(alerts: Readonly<Record<string, T>>): T | undefined {
  let first: T | undefined;
  for (const alert of Object.values(alerts)) {
    if (first === undefined || Date.parse(alert.nextFetch) < Date.parse(first.nextFetch)) first = alert;
  }
  return first;
}
