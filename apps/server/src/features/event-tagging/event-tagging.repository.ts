// The queries of the admin section "Event Tagging" (issue 15): events by criteria, and the bulk topic writes.
// Topics are written to event_topics; migration 018's triggers copy them to events.topic_ids, and the daily
// counts follow (decision 028).
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { type EventsQuery, hasAnyTopic, matchesAllWords } from '../events/search/event-filters.js';

/** Criteria as the service checked them: keyword split into words, times as instants. */
export interface TaggingFilter {
  topicIds: readonly number[];
  excludeTopicIds: readonly number[];
  words: readonly string[];
  sourceId?: number | undefined;
  startFrom?: Date | undefined;
  startUntil?: Date | undefined;
}

/** Events that are not deleted (of any source: tagging is not limited to the public listing) matching `filter`. */
export function matching<O>(qb: EventsQuery<O>, filter: TaggingFilter): EventsQuery<O> {
  let q = qb.where('e.deleted_at', 'is', null);
  if (filter.topicIds.length > 0) q = q.where((eb) => hasAnyTopic(eb, filter.topicIds));
  if (filter.excludeTopicIds.length > 0) q = q.where((eb) => eb.not(hasAnyTopic(eb, filter.excludeTopicIds)));
  if (filter.words.length > 0) q = q.where(matchesAllWords(filter.words));
  if (filter.sourceId !== undefined) q = q.where('e.organising_source_id', '=', filter.sourceId);
  if (filter.startFrom) q = q.where('e.start_time', '>=', filter.startFrom);
  if (filter.startUntil) q = q.where('e.start_time', '<=', filter.startUntil);
  return q;
}

/** How many events match, counted up to `cap` + 1 (so a caller can say "more than cap"). */
export async function countMatching(db: Db, filter: TaggingFilter, cap: number): Promise<number> {
  const capped = matching(db.selectFrom('events as e'), filter)
    .select(sql`1`.as('one'))
    .limit(cap + 1);
  const row = await db
    .selectFrom(capped.as('c'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findMatchingPage(db: Db, filter: TaggingFilter, offset: number, limit: number) {
  return matching(db.selectFrom('events as e'), filter)
    .leftJoin('sources as s', 's.id', 'e.organising_source_id')
    .select([
      'e.id',
      'e.name',
      'e.start_time',
      'e.organising_source_id as source_id',
      's.name as source_name',
      'e.topic_ids',
    ])
    .orderBy('e.start_time')
    .orderBy('e.id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export interface SelectedEvent {
  id: number;
  topic_ids: number[];
}

/**
 * The selected events that are not deleted, at most `cap` + 1 of them (the caller refuses more than `cap`); with
 * `lock`, locked for the bulk write (a concurrent edit of one of them waits for it).
 */
export async function findSelection(
  trx: Db,
  selection: { eventIds: readonly number[] } | { filter: TaggingFilter },
  cap: number,
  { lock }: { lock: boolean },
): Promise<SelectedEvent[]> {
  const base = trx.selectFrom('events as e').select(['e.id', 'e.topic_ids']);
  const chosen =
    'eventIds' in selection
      ? base.where('e.id', 'in', [...selection.eventIds]).where('e.deleted_at', 'is', null)
      : matching(base, selection.filter);
  const limited = chosen.orderBy('e.id').limit(cap + 1);
  return (lock ? limited.forUpdate() : limited).execute();
}

export async function insertEventTopics(trx: Db, pairs: readonly { event_id: number; topic_id: number }[]) {
  for (let i = 0; i < pairs.length; i += 5_000)
    await trx
      .insertInto('event_topics')
      .values(pairs.slice(i, i + 5_000))
      .onConflict((oc) => oc.doNothing())
      .execute();
}

export async function deleteEventTopics(trx: Db, eventIds: readonly number[], topicIds: readonly number[]) {
  for (let i = 0; i < eventIds.length; i += 5_000)
    await trx
      .deleteFrom('event_topics')
      .where('event_id', 'in', eventIds.slice(i, i + 5_000))
      .where('topic_id', 'in', [...topicIds])
      .execute();
}

export interface TopicChange {
  eventId: number;
  before: readonly number[];
  after: readonly number[];
}

/**
 * What writers that change topics do besides (migration 018): the change history gets a 'topic_ids' line, as an
 * edit in the event form records it, and updated_at moves forward (calendar clients see the change). A crawled
 * event the crawler still owned stays its own: its feed item's event_written_at moves along (decision 008: the
 * crawler leaves an event alone once someone else's edit moved updated_at), so a tag does not freeze the event.
 */
export async function recordTopicChanges(trx: Db, changes: readonly TopicChange[], now: Date): Promise<void> {
  for (let i = 0; i < changes.length; i += 2_000) {
    const batch = changes.slice(i, i + 2_000);
    await trx
      .insertInto('event_changes')
      .values(
        batch.map((change) => ({
          event_id: change.eventId,
          crawl_run_id: null,
          field: 'topic_ids',
          old_value: change.before.join(','),
          new_value: change.after.join(','),
          changed_at: now,
        })),
      )
      .execute();
    // Old and new updated_at compared in the database: its microseconds do not survive a trip through Date.
    await sql`
      WITH old AS (
        SELECT id, updated_at FROM events
        WHERE id IN (SELECT value::integer FROM jsonb_array_elements_text(${JSON.stringify(batch.map((c) => c.eventId))}::jsonb))
      ),
      moved AS (
        UPDATE events e SET updated_at = greatest(${now.toISOString()}::timestamptz, old.updated_at + interval '1 second')
        FROM old WHERE e.id = old.id
        RETURNING e.id, old.updated_at AS was, e.updated_at AS now
      )
      UPDATE feed_items f SET event_written_at = moved.now
      FROM moved WHERE f.event_id = moved.id AND f.event_written_at = moved.was
    `.execute(trx);
  }
}
