// Issue 17 finding 4: a feed's source is the crawler's own, never a source found by its name.
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { up as cutForeignFeedSources } from '../db/migrations/021-feed-sources-own.js';
import { describeEachDatabase } from '../db/test-databases.js';
import { applyCrawl } from './apply-crawl.js';
import type { EventDraft, FeedAdapter } from './feed.js';
import { berlinFeed } from './feeds/berlin.js';
import { createLocator } from './geocode/locate-places.js';
import { berlinDrafts, insertTestPlaces, rowsOf } from './test-support/drafts.js';
import { BERLIN_DAY_1 } from './test-support/fixtures.js';

const DAY_1_AT = new Date('2026-08-17T18:25:00Z');

function crawl(db: Db, adapter: FeedAdapter, drafts: readonly EventDraft[]) {
  return applyCrawl(db, {
    adapter,
    contactEmail: 'feeds@example.org',
    runId: null,
    rows: rowsOf(drafts),
    now: DAY_1_AT,
    locator: createLocator({ placeTables: {} }),
    dryRun: false,
  });
}

/** A source as a user makes it through the API: pending, with its creator as administrator alongside. */
async function insertUsersSource(db: Db, name: string, createdAt: Date): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({
      username: `u${createdAt.getTime()}`,
      email: `u${createdAt.getTime()}@example.org`,
      password_hash: 'x',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const type = await db
    .insertInto('source_types')
    .values({
      name_en: 'Association',
      name_de: 'Verein',
      map_marker_color_default: '#000000',
      map_marker_color_selected: '#000000',
      map_marker_color_past: '#000000',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const source = await db
    .insertInto('sources')
    .values({
      name,
      country: 'DE',
      city: 'Berlin',
      source_type_id: type.id,
      description: 'Not the police',
      internal_contact: 'someone@example.org',
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('source_admins')
    .values({ source_id: source.id, user_id: user.id, created_at: createdAt })
    .execute();
  return source.id;
}

const feedSourceId = async (db: Db, feed: string) =>
  (await db.selectFrom('feeds').select('source_id').where('name', '=', feed).executeTakeFirstOrThrow())
    .source_id;

async function eventCount(db: Db, sourceId: number): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('organising_source_id', '=', sourceId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeEachDatabase('a feed’s source is the crawler’s own', (getDb) => {
  let drafts: EventDraft[];
  beforeAll(async () => {
    await insertTestPlaces(getDb());
    drafts = berlinDrafts(BERLIN_DAY_1()).slice(0, 5);
  });

  it('a user’s “Polizei Berlin” made before the first crawl gets none of the feed’s events', async () => {
    const db = getDb();
    const usersSource = await insertUsersSource(db, berlinFeed.source.name, new Date('2026-08-01T10:00:00Z'));
    const { counts } = await crawl(db, berlinFeed, drafts);
    expect(counts.new_count).toBe(5);
    const own = await feedSourceId(db, 'berlin');
    expect(own).not.toBeNull();
    expect(own).not.toBe(usersSource);
    expect(await eventCount(db, own as number)).toBe(5);
    expect(await eventCount(db, usersSource)).toBe(0);
    const source = await db
      .selectFrom('sources')
      .selectAll()
      .where('id', '=', own as number)
      .executeTakeFirstOrThrow();
    expect(source).toMatchObject({ name: 'Polizei Berlin', approval_status: 'approved' });
  });

  it('migration 021 keeps the link of a source the crawler made, administrators added later included', async () => {
    const db = getDb();
    const own = (await feedSourceId(db, 'berlin')) as number;
    const user = await db
      .insertInto('users')
      .values({ username: 'officer', email: 'officer@example.org', password_hash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('source_admins')
      .values({ source_id: own, user_id: user.id, created_at: sql<Date>`now() + interval '1 day'` })
      .execute();
    await cutForeignFeedSources(db as never);
    expect(await feedSourceId(db, 'berlin')).toBe(own);
  });
});

describeEachDatabase('a feed attached by name before migration 021', (getDb) => {
  let drafts: EventDraft[];
  let usersSource = 0;
  let firstOwn = 0;
  beforeAll(async () => {
    const db = getDb();
    await insertTestPlaces(db);
    drafts = berlinDrafts(BERLIN_DAY_1()).slice(0, 5);
    // The state the old name match left: the feed's link and its events in a user's older source.
    usersSource = await insertUsersSource(db, berlinFeed.source.name, new Date('2026-08-01T10:00:00Z'));
    await crawl(db, berlinFeed, drafts);
    firstOwn = (await feedSourceId(db, 'berlin')) as number;
    await db.updateTable('events').set({ organising_source_id: usersSource }).execute();
    await sql`UPDATE feed_items fi SET event_written_at = e.updated_at FROM events e WHERE e.id = fi.event_id`.execute(
      db,
    );
    await db
      .updateTable('feeds')
      .set({ source_id: usersSource, created_at: new Date('2026-08-10T10:00:00Z') })
      .where('name', '=', 'berlin')
      .execute();
    await db.deleteFrom('sources').where('id', '=', firstOwn).execute();
  });

  it('migration 021 cuts the link to the user’s source', async () => {
    await cutForeignFeedSources(getDb() as never);
    expect(await feedSourceId(getDb(), 'berlin')).toBeNull();
  });

  it('the next crawl makes the feed’s own source and takes its events back, still as the crawler’s writes', async () => {
    const db = getDb();
    const { counts } = await crawl(db, berlinFeed, drafts);
    expect(counts).toMatchObject({ new_count: 0, unchanged_count: 5 });
    const own = (await feedSourceId(db, 'berlin')) as number;
    expect([usersSource, firstOwn, null]).not.toContain(own);
    expect(await eventCount(db, own)).toBe(5);
    expect(await eventCount(db, usersSource)).toBe(0);
    const stale = await sql<{ n: string }>`
      SELECT count(*) AS n FROM feed_items fi JOIN events e ON e.id = fi.event_id
      WHERE fi.event_written_at IS DISTINCT FROM e.updated_at OR fi.manual_override`.execute(db);
    expect(Number(stale.rows[0]?.n)).toBe(0);
  });
});
