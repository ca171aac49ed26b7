// The crawler's bookkeeping of feeds and the sources they belong to, and the taxonomy rows it files under.
//
// Why SQL here and not the sources/taxonomy services: a feed's source is created by the platform, not by
// a user through the API, and must exist before the first row is written, also from the CLI with the
// server stopped (docs/decisions: crawler persistence). These are idempotent find-or-create statements.
import { sql } from 'kysely';
import { FEED_SETUP_LOCK_KEY } from '../db/advisory-locks.js';
import type { Db } from '../db/database.js';
import type { DraftEventType, FeedAdapter, FeedSourceInfo } from './feed.js';

const SOURCE_TYPE_NAMES: Record<
  FeedSourceInfo['source_type'],
  { en: string; de: string; colours: string[] }
> = {
  police: { en: 'Police authority', de: 'Polizeibehörde', colours: ['#1f4e99', '#3d7be0', '#9aa9c2'] },
  city: { en: 'City administration', de: 'Stadtverwaltung', colours: ['#0f766e', '#14b8a6', '#93b5b1'] },
  association: { en: 'Association', de: 'Verein', colours: ['#7c3aed', '#a78bfa', '#b5a8cc'] },
};

const EVENT_TYPE_NAMES: Record<DraftEventType, { en: string; de: string }> = {
  demonstration: { en: 'Demonstration', de: 'Demonstration' },
  rally: { en: 'Rally', de: 'Kundgebung' },
  march: { en: 'March', de: 'Aufzug' },
  vigil: { en: 'Vigil', de: 'Mahnwache' },
};

async function findOrCreateSourceType(db: Db, kind: FeedSourceInfo['source_type']): Promise<number> {
  const names = SOURCE_TYPE_NAMES[kind];
  const found = await db
    .selectFrom('source_types')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name_en']), '=', names.en.toLowerCase()))
    .orderBy('id')
    .executeTakeFirst();
  if (found) return found.id;
  const [color, selected, past] = names.colours as [string, string, string];
  const created = await db
    .insertInto('source_types')
    .values({
      name_en: names.en,
      name_de: names.de,
      map_marker_color_default: color,
      map_marker_color_selected: selected,
      map_marker_color_past: past,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/**
 * The source the crawler made for this feed. feeds.source_id is the only link between a feed and a source,
 * and only the crawler sets it, when it creates the source (issue 17 finding 4: it used to attach a feed
 * to any source of the same name, so a user who created "Polizei Berlin" first received the official
 * feed's events). Migration 021 cut the links that predate this rule and cannot be shown to be the
 * crawler's own.
 */
async function findFeedSourceId(db: Db, feed: string): Promise<number | undefined> {
  const row = await db.selectFrom('feeds').select('source_id').where('name', '=', feed).executeTakeFirst();
  return row?.source_id ?? undefined;
}

/**
 * The feed's row and its approved source (DESIGN §4.6: crawled feeds' sources are approved by the
 * platform). Safe from several processes at once: creation happens under one advisory lock.
 */
export async function ensureFeedSource(db: Db, adapter: FeedAdapter, contactEmail: string): Promise<number> {
  const existing = await findFeedSourceId(db, adapter.name);
  if (existing !== undefined) return existing;
  const create = async (trx: Db) => {
    await sql`SELECT pg_advisory_xact_lock(${FEED_SETUP_LOCK_KEY})`.execute(trx);
    return (await findFeedSourceId(trx, adapter.name)) ?? createFeedSource(trx, adapter, contactEmail);
  };
  // Inside a crawl's transaction (a dry run on a fresh database) the lock joins that transaction.
  return db.isTransaction ? create(db) : db.transaction().execute(create);
}

/** A new source of the crawler's own, never one found by name: any user can create a source of any name. */
async function createFeedSource(db: Db, adapter: FeedAdapter, contactEmail: string): Promise<number> {
  const info = adapter.source;
  const source = await db
    .insertInto('sources')
    .values({
      name: info.name,
      country: 'DE',
      city: info.city,
      zip_code: info.zip_code,
      source_type_id: await findOrCreateSourceType(db, info.source_type),
      description: info.description,
      url: info.url,
      internal_contact: contactEmail,
      approval_status: 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('feeds')
    .values({ name: adapter.name, source_id: source.id })
    .onConflict((oc) => oc.column('name').doUpdateSet({ source_id: source.id }))
    .execute();
  await reclaimFeedEvents(db, adapter.name, source.id);
  return source.id;
}

/**
 * Events this feed's items became but that sit in another source (a source it was attached to by name
 * before migration 021 cut the link) move to the feed's own source. The crawler's stamp moves with them, so
 * the next crawl still sees them as its own writes, not as a source administrator's edits.
 */
async function reclaimFeedEvents(db: Db, feed: string, sourceId: number): Promise<void> {
  const now = new Date();
  await sql`
    UPDATE feed_items AS fi SET event_written_at = ${now}
    FROM events AS e
    WHERE fi.feed = ${feed} AND e.id = fi.event_id
      AND e.organising_source_id IS DISTINCT FROM ${sourceId}
      AND fi.event_written_at = e.updated_at
  `.execute(db);
  await sql`
    UPDATE events SET organising_source_id = ${sourceId}, updated_at = ${now}
    WHERE id IN (SELECT event_id FROM feed_items WHERE feed = ${feed} AND event_id IS NOT NULL)
      AND organising_source_id IS DISTINCT FROM ${sourceId}
  `.execute(db);
}

export type EventTypeIds = Record<DraftEventType, number>;

/** The event types feeds file under, created when missing. Call inside a transaction. */
export async function ensureEventTypes(db: Db): Promise<EventTypeIds> {
  let rows = await db.selectFrom('event_types').select(['id', 'name_en']).orderBy('id').execute();
  const names = Object.values(EVENT_TYPE_NAMES).map((n) => n.en.toLowerCase());
  if (!names.every((name) => rows.some((row) => row.name_en.toLowerCase() === name))) {
    await sql`SELECT pg_advisory_xact_lock(${FEED_SETUP_LOCK_KEY})`.execute(db);
    rows = await db.selectFrom('event_types').select(['id', 'name_en']).orderBy('id').execute();
  }
  const ids: Partial<EventTypeIds> = {};
  for (const [key, names] of Object.entries(EVENT_TYPE_NAMES) as [
    DraftEventType,
    { en: string; de: string },
  ][]) {
    const found = rows.find((row) => row.name_en.toLowerCase() === names.en.toLowerCase());
    ids[key] =
      found?.id ??
      (
        await db
          .insertInto('event_types')
          .values({ name_en: names.en, name_de: names.de })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
  }
  return ids as EventTypeIds;
}
