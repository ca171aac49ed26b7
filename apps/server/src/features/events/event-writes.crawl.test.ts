import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCrawl } from '../../crawl/apply-crawl.js';
import type { EventDraft } from '../../crawl/feed.js';
import { berlinFeed } from '../../crawl/feeds/berlin.js';
import { createLocator } from '../../crawl/geocode/locate-places.js';
import { berlinDrafts, insertTestPlaces, rowsOf } from '../../crawl/test-support/drafts.js';
import { BERLIN_DAY_1 } from '../../crawl/test-support/fixtures.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import type { EventWriteBody } from './event-writes.schemas.js';

// Decision 008: a source admin's edit through PUT /v1/event/{id} moves updated_at, so the next crawl of
// the feed leaves the event as the admin left it, while it still updates the events nobody edited.
describe('a crawled event edited through the API', () => {
  let testApp: TestApp;
  let client: ApiClient;
  let admin: TestUser;
  let edited: EventDraft;
  let untouched: EventDraft;

  const crawl = (drafts: EventDraft[], now: Date) =>
    applyCrawl(testApp.db, {
      adapter: berlinFeed,
      contactEmail: 'feeds@example.org',
      runId: null,
      rows: rowsOf(drafts),
      now,
      locator: createLocator({}),
      dryRun: false,
    });
  const eventIdOf = async (draft: EventDraft) =>
    (
      await testApp.db
        .selectFrom('events')
        .select('id')
        .where('name', '=', draft.name)
        .where('start_time', '=', draft.start_time)
        .executeTakeFirstOrThrow()
    ).id;
  const oneHourLater = (draft: EventDraft): EventDraft => ({
    ...draft,
    start_time: new Date(draft.start_time.getTime() + 3_600_000),
    end_time: draft.end_time && new Date(draft.end_time.getTime() + 3_600_000),
  });

  beforeAll(async () => {
    testApp = await startTestApp();
    client = apiClient(testApp.baseUrl);
    await insertTestPlaces(testApp.db);
    // Two one-off assemblies on different days, with short texts the form accepts as they are.
    const candidates = berlinDrafts(BERLIN_DAY_1()).filter(
      (d) => !d.series && d.end_time && d.description.length < 2_000 && (d.raw_location ?? '').length < 300,
    );
    [edited, untouched] = [
      candidates[0] as EventDraft,
      candidates.find((d) => d.day !== candidates[0]?.day) as EventDraft,
    ];
    await crawl([edited, untouched], new Date('2026-08-17T18:25:00Z'));
    const source = await testApp.db
      .selectFrom('sources')
      .select('id')
      .where('name', '=', 'Polizei Berlin')
      .executeTakeFirstOrThrow();
    admin = await createTestUser(testApp.db, testApp.config);
    await testApp.db
      .insertInto('source_admins')
      .values({ source_id: source.id, user_id: admin.user.id })
      .execute();
    await testApp.db.insertInto('topics').values({ name_en: 'Climate', name_de: 'Klima' }).execute();
  }, 120_000);
  afterAll(() => testApp?.close());

  it('the next crawl does not overwrite the edit, and still updates the event nobody edited', async () => {
    const editedId = await eventIdOf(edited);
    const untouchedId = await eventIdOf(untouched);
    const loaded = (await client.GET('/v1/event/{event_id}', { params: { path: { event_id: editedId } } }))
      .data;
    const topic = await testApp.db.selectFrom('topics').select('id').executeTakeFirstOrThrow();
    const { response } = await client.PUT('/v1/event/{event_id}', {
      params: { path: { event_id: editedId } },
      body: { ...(loaded as EventWriteBody), name: 'Corrected by the organiser', topic_ids: [topic.id] },
      headers: { authorization: admin.authorization },
    });
    expect(response.status).toBe(200);

    const { counts } = await crawl(
      [oneHourLater(edited), oneHourLater(untouched)],
      new Date('2026-08-18T12:27:00Z'),
    );
    expect(counts.updated_count).toBe(2);

    const rows = await testApp.db
      .selectFrom('events')
      .select(['id', 'name', 'start_time'])
      .where('id', 'in', [editedId, untouchedId])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(editedId)).toMatchObject({
      name: 'Corrected by the organiser',
      start_time: edited.start_time,
    });
    expect(byId.get(untouchedId)?.start_time).toEqual(oneHourLater(untouched).start_time);
  });
});
