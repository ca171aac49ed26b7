// Step 1 of the Web Push fan-out (push-dispatcher.ts; issue 14, decision 027): take a batch of queued events
// (push_event_queue, filled by triggers on events) with FOR UPDATE SKIP LOCKED and, in the same statement, delete
// them and insert one delivery per subscription that matches any of them (area, keyword, topics, types as a poll;
// events not pushed to it before, recorded per event in push_event_recipients, decision 049). Two copies never take
// the same queued row, and a batch's deliveries exist exactly when its rows are gone.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { EARTH_RADIUS_KM } from '../../geo/distance.js';

/** Queued events matched per statement: a crawl's new events become one push per alert. */
export const MATCH_BATCH_EVENTS = 1_000;

export interface MatchRound {
  events: number;
  deliveries: number;
}

/** One matching statement over the next batch of queued events. */
export async function matchQueuedEvents(db: Db, batch = MATCH_BATCH_EVENTS): Promise<MatchRound> {
  const distance = sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin(radians(ev.lat - s.lat) / 2), 2)
    + cos(radians(s.lat)) * cos(radians(ev.lat)) * power(sin(radians(ev.lon - s.lon) / 2), 2)
  ))))`;
  const result = await sql<{ events: string; deliveries: string }>`
    with claimed as (
      delete from push_event_queue q
      where q.id in (
        select id from push_event_queue order by id limit ${batch} for update skip locked
      )
      returning q.event_id
    ),
    -- materialized: the folded text is computed once per event, not once per event and subscription. With each
    -- event the subscriptions it was pushed to before (decision 049): only an event changed after a push has any.
    ev as materialized (
      select e.id, e.start_time, e.lat, e.lon, e.event_type_id, e.topic_ids,
             fold_umlaut_digraphs(e.search_text) as text, r.starts_at as told_start, r.subscription_ids as told
      from events e
      left join push_event_recipients r on r.event_id = e.id
      where e.id in (select event_id from claimed)
        and e.deleted_at is null and e.status = 'scheduled' and e.start_time >= now() and e.lat is not null
        and (e.organising_source_id is null or exists (
          select 1 from sources src where src.id = e.organising_source_id and src.approval_status = 'approved'
        ))
    ),
    -- The matches less the pairs pushed before. EXCEPT hashes (or sorts) both sides once, whatever the planner
    -- expects of them; an anti-join it may plan as a nested loop over all told pairs per candidate.
    pairs as materialized (
      select ev.id as event_id, s.id as subscription_id
      from ev
      join push_subscriptions s on s.area @> box(point(ev.lon, ev.lat), point(ev.lon, ev.lat))
      where ${distance} <= s.radius_km
        and (cardinality(s.type_ids) = 0 or ev.event_type_id = any(s.type_ids))
        and (cardinality(s.topic_ids) = 0 or ev.topic_ids && s.topic_ids)
        and ev.text like all (s.patterns)
      except
      select ev.id, told.subscription_id from ev cross join unnest(ev.told) as told(subscription_id)
    ),
    -- Written for events with new recipients or a new start (an unchanged row is not rewritten); in event order,
    -- so two copies recording the same events (queued twice) lock their rows in one order.
    noted as (
      insert into push_event_recipients as r (event_id, starts_at, subscription_ids)
      select ev.id, ev.start_time, coalesce(p.subscription_ids, '{}')
      from ev
      left join (
        select event_id, array_agg(subscription_id) as subscription_ids from pairs group by event_id
      ) p on p.event_id = ev.id
      where p.event_id is not null or ev.told_start <> ev.start_time
      order by ev.id
      on conflict (event_id) do update
      set starts_at = excluded.starts_at, subscription_ids = r.subscription_ids || excluded.subscription_ids
    ),
    inserted as (
      insert into push_deliveries (subscription_id, event_count)
      select subscription_id, count(*) from pairs group by subscription_id
      returning id
    )
    select (select count(*) from claimed) as events, (select count(*) from inserted) as deliveries
  `.execute(db);
  const row = result.rows[0];
  return { events: Number(row?.events ?? 0), deliveries: Number(row?.deliveries ?? 0) };
}

/** Forgets the recipients of events that started over a day ago: the queue no longer takes them (decision 049). */
export async function forgetStartedRecipients(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('push_event_recipients')
    .where('starts_at', '<', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
