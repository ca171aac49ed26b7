// Seeds the demo data set into an empty database (first start of the embedded default).
import { sql } from 'kysely';
import { SEED_LOCK_KEY } from '../db/advisory-locks.js';
import type { Db } from '../db/database.js';
import {
  buildDemoData,
  DEMO_EVENT_TYPES,
  DEMO_SOURCE_TYPES,
  DEMO_TOPICS,
  GERMAN_INFORMATION_LINKS,
} from './demo-data.js';

/** Any constant shared by all starters: serialises concurrent first starts against one database. */
/** 15 columns × 200 rows: well below PostgreSQL's 65,535 parameters per statement. */
const EVENT_BATCH_SIZE = 200;

export interface SeedResult {
  seeded: boolean;
  topics: number;
  sources: number;
  events: number;
}

const NOTHING: SeedResult = { seeded: false, topics: 0, sources: 0, events: 0 };

/**
 * Seeds topics, event types, source types, sources, events and information links when the database has
 * neither topics nor events, in one transaction. `now` fixes the reference date (tests pass their own).
 */
export async function seedDemoDataIfEmpty(db: Db, now: Date = new Date()): Promise<SeedResult> {
  if (!(await isEmpty(db))) return NOTHING;
  const demo = buildDemoData(now);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if (!(await isEmpty(trx))) return NOTHING;

    const topicRows = await trx
      .insertInto('topics')
      .values(DEMO_TOPICS.map((t) => ({ name_en: t.name_en, name_de: t.name_de })))
      .returning('id')
      .execute();
    const eventTypeRows = await trx
      .insertInto('event_types')
      .values(DEMO_EVENT_TYPES.map((t) => ({ name_en: t.name_en, name_de: t.name_de })))
      .returning('id')
      .execute();
    const sourceTypeRows = await trx
      .insertInto('source_types')
      .values(DEMO_SOURCE_TYPES.map(({ key: _key, ...row }) => row))
      .returning('id')
      .execute();
    const topicIds = idsByKey(DEMO_TOPICS, topicRows);
    const eventTypeIds = idsByKey(DEMO_EVENT_TYPES, eventTypeRows);
    const sourceTypeIds = idsByKey(DEMO_SOURCE_TYPES, sourceTypeRows);
    const idOf = (ids: Map<string, number>, key: string) => {
      const id = ids.get(key);
      if (id === undefined) throw new Error(`demo data refers to unknown key ${key}`);
      return id;
    };

    const sourceIds = (
      await trx
        .insertInto('sources')
        .values(
          demo.sources.map((s) => ({
            name: s.name,
            country: s.country,
            city: s.city.name,
            zip_code: s.zip_code,
            street: s.street,
            house_number: s.house_number,
            source_type_id: idOf(sourceTypeIds, s.type),
            description: s.description,
            url: s.url,
            internal_contact: s.internal_contact,
            public_contact: s.public_contact,
            approval_status: s.approval_status,
          })),
        )
        .returning('id')
        .execute()
    ).map((r) => r.id);
    await trx
      .insertInto('source_topics')
      .values(
        demo.sources.flatMap((s, i) =>
          s.topicKeys.map((key) => ({ source_id: sourceIds[i] as number, topic_id: idOf(topicIds, key) })),
        ),
      )
      .execute();

    for (let start = 0; start < demo.events.length; start += EVENT_BATCH_SIZE) {
      const batch = demo.events.slice(start, start + EVENT_BATCH_SIZE);
      const ids = await trx
        .insertInto('events')
        .values(
          batch.map((e) => ({
            name: e.name,
            description: e.description,
            short_description: e.short_description,
            url: e.url,
            event_type_id: idOf(eventTypeIds, e.typeKey),
            start_time: e.start_time,
            end_time: e.end_time,
            status: e.status,
            locations: JSON.stringify(e.locations),
            raw_location: e.raw_location,
            raw_participants: e.raw_participants,
            raw_organiser: e.raw_organiser,
            organising_source_id: sourceIds[e.sourceIndex] as number,
            created_at: e.created_at,
            updated_at: e.created_at,
            deleted_at: e.deleted_at,
          })),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('event_topics')
        .values(
          batch.flatMap((e, i) =>
            e.topicKeys.map((key) => ({ event_id: ids[i]?.id as number, topic_id: idOf(topicIds, key) })),
          ),
        )
        .execute();
    }

    await trx
      .insertInto('information_links')
      .values([...GERMAN_INFORMATION_LINKS])
      .execute();
    return { seeded: true, topics: topicIds.size, sources: sourceIds.length, events: demo.events.length };
  });
}

async function isEmpty(db: Db): Promise<boolean> {
  const topic = await db.selectFrom('topics').select('id').limit(1).executeTakeFirst();
  const event = await db.selectFrom('events').select('id').limit(1).executeTakeFirst();
  return topic === undefined && event === undefined;
}

/** Maps each item's key to its new id: INSERT … RETURNING answers in the order of the VALUES list. */
function idsByKey(items: readonly { key: string }[], rows: readonly { id: number }[]): Map<string, number> {
  return new Map(items.map((item, i) => [item.key, rows[i]?.id as number]));
}
