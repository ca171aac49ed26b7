// Spec §2 Source detail: "saving a source notifies the user of its future events". Each saved source is polled
// the way an alert is (spec §4, alert-poller.ts) through its future events, and a notification tells of new
// ones. The notification is all there is to see, so what it told of counts as seen at once (no badge).
// Stored on the device under 'savedSourceWatches', following the saved sources list.
import type { PollAnswer } from './alert-polling';
import type { PollState } from './stored-alert';

export const SOURCE_WATCHES_STORAGE_KEY = 'savedSourceWatches';
/** A source's future events change with the hourly crawl or its admins' writes: poll about hourly. */
export const SOURCE_POLL_INTERVAL_MS = 60 * 60_000;
/** Spread over a quarter of the interval, so devices do not poll in lockstep. */
const SOURCE_POLL_JITTER_MS = SOURCE_POLL_INTERVAL_MS / 4;
const FIRST_POLL_DELAY_MS = 5_000;
/** The soonest future events of a source asked for; as many as fetch-notifications answers. */
export const SOURCE_EVENTS_POLLED = 100;

export interface SourceWatch extends PollState {
  sourceId: number;
}
export type SourceWatches = Record<string, SourceWatch>;

const watchName = (sourceId: number) => `source-${sourceId}`;
const isIdList = (v: unknown) => Array.isArray(v) && v.every((id) => Number.isSafeInteger(id) && id > 0);

/** The stored text → the watches that load; a broken one is dropped (and made anew while its source is saved). */
export function parseSourceWatches(raw: string | null): SourceWatches {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? '{}');
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const watches: SourceWatches = {};
  for (const [name, watch] of Object.entries(value as Record<string, Partial<SourceWatch>>)) {
    if (
      typeof watch === 'object' &&
      watch !== null &&
      watch.name === name &&
      name === watchName(Number(watch.sourceId)) &&
      !Number.isNaN(Date.parse(String(watch.lastFetch))) &&
      !Number.isNaN(Date.parse(String(watch.nextFetch))) &&
      isIdList(watch.seenEventIds) &&
      isIdList(watch.unseenEventIds)
    ) {
      watches[name] = watch as SourceWatch;
    }
  }
  return watches;
}

/** One watch per saved source: a newly saved one starts as a new alert does (spec §4 step 1), an unsaved one goes. */
export function reconcileWatches(
  watches: SourceWatches,
  savedSourceIds: readonly number[],
  now: number,
): SourceWatches {
  const next: SourceWatches = {};
  for (const sourceId of savedSourceIds) {
    const name = watchName(sourceId);
    next[name] = watches[name] ?? {
      name,
      sourceId,
      lastFetch: new Date(now - SOURCE_POLL_INTERVAL_MS).toISOString(),
      nextFetch: new Date(now + FIRST_POLL_DELAY_MS).toISOString(),
      seenEventIds: [],
      unseenEventIds: [],
    };
  }
  return next;
}

/** A source's future event ids as a poll answer, with the time to ask again. */
export function toSourcePollAnswer(
  eventIds: readonly number[],
  now: number,
  random: () => number,
): PollAnswer {
  const next = now + SOURCE_POLL_INTERVAL_MS + Math.floor(random() * SOURCE_POLL_JITTER_MS);
  return { event_ids: eventIds, next_fetch: new Date(next).toISOString() };
}

/** What a notification told of is seen: the notification is the only place a source's new events show. */
export function settleWatch(watch: SourceWatch): SourceWatch {
  if (watch.unseenEventIds.length === 0) return watch;
  return { ...watch, seenEventIds: [...watch.seenEventIds, ...watch.unseenEventIds], unseenEventIds: [] };
}
