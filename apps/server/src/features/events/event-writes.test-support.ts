// Test support for event writes: a taxonomy, sources with their admins, users in every role of spec §6,
// and a valid event body; inserted directly so each test file states its own starting point.
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { insertSource, insertTaxonomy, type Taxonomy } from '../sources/sources.test-support.js';
import type { EventWriteBody } from './event-writes.schemas.js';

export interface WriteWorld {
  taxonomy: Taxonomy;
  eventTypeIds: [number, number];
  /** Approved, administered by `sourceAdmin`. */
  sourceId: number;
  /** Approved, administered by `otherAdmin`. */
  otherSourceId: number;
  /** Awaiting approval, administered by `sourceAdmin`. */
  pendingSourceId: number;
  sourceAdmin: TestUser;
  otherAdmin: TestUser;
  user: TestUser;
  platformAdmin: TestUser;
}

/** Two event types, Demonstration and Vigil; their ids in that order. */
export async function insertEventTypes(db: Db): Promise<[number, number]> {
  const types = await db
    .insertInto('event_types')
    .values([
      { name_en: 'Demonstration', name_de: 'Demonstration' },
      { name_en: 'Vigil', name_de: 'Mahnwache' },
    ])
    .returning('id')
    .execute();
  return types.map((t) => t.id) as [number, number];
}

export async function insertWriteWorld(db: Db, config: Readonly<Config>): Promise<WriteWorld> {
  const taxonomy = await insertTaxonomy(db);
  const eventTypeIds = await insertEventTypes(db);
  const [sourceAdmin, otherAdmin, user, platformAdmin] = await Promise.all([
    createTestUser(db, config),
    createTestUser(db, config),
    createTestUser(db, config),
    createTestUser(db, config, { admin: true }),
  ]);
  return {
    taxonomy,
    eventTypeIds,
    sourceId: await insertSource(db, taxonomy, { adminIds: [sourceAdmin.user.id] }),
    otherSourceId: await insertSource(db, taxonomy, { adminIds: [otherAdmin.user.id] }),
    pendingSourceId: await insertSource(db, taxonomy, { status: 'pending', adminIds: [sourceAdmin.user.id] }),
    sourceAdmin,
    otherAdmin,
    user,
    platformAdmin,
  };
}

export function eventBody(world: WriteWorld, overrides: Partial<EventWriteBody> = {}): EventWriteBody {
  return {
    name: 'Rally for affordable housing',
    description: 'We meet at the fountain and walk to the town hall.',
    short_description: 'Housing rally',
    url: 'https://example.org/rally',
    event_type_id: world.eventTypeIds[0],
    topic_ids: [world.taxonomy.topicIds[1], world.taxonomy.topicIds[0]],
    locations: [
      {
        geography: { type: 'Point', coordinates: [6.9583, 50.9413] },
        country: 'de',
        city: 'Köln',
        zip_code: '50667',
        street: 'Roncalliplatz',
        house_number: '1',
      },
      { geography: { type: 'Point', coordinates: [6.9578, 50.9384] }, city: 'Köln', street: 'Rathausplatz' },
    ],
    raw_location: 'Roncalliplatz, Köln',
    start_time: '2026-12-05T13:00:00.000Z',
    end_time: '2026-12-05T16:00:00.000Z',
    raw_participants: 'about 300',
    raw_organiser: 'Housing initiative',
    organising_source_id: world.sourceId,
    ...overrides,
  };
}

/** Everything an edit could touch, to compare a refused edit's before and after. */
export async function readEventState(db: Db, id: number) {
  const row = await db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const topics = await db
    .selectFrom('event_topics')
    .select('topic_id')
    .where('event_id', '=', id)
    .orderBy('topic_id')
    .execute();
  const changes = await db.selectFrom('event_changes').selectAll().where('event_id', '=', id).execute();
  return { row, topics, changes };
}
