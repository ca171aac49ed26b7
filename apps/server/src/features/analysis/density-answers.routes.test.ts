import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../db/test-databases.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { foldDayCountChanges } from '../events/event-analysis.repository.js';
import { foldCellCountChanges } from '../events/event-density.repository.js';
import { insertEventTypes } from '../events/event-writes.test-support.js';
import { insertSource, insertTaxonomy, type Taxonomy } from '../sources/sources.test-support.js';

// The density grid kept per version of the counts (decision 047), over real HTTP on both engines: an answer is
// sent again only while nothing it is made of changed, and a write that changes it shows at once.
const KOELN: [number, number] = [6.9583, 50.9413];
const BERLIN: [number, number] = [13.405, 52.52];
const GRID = 'from=2026-01-01&to=2026-12-31&interval=day&time_basis=start&weight=count&cell_km=5';

interface Grid {
  cells: { latitude: number; longitude: number; weight: number }[];
  events: number;
}

for (const engine of availableEngines()) {
  describe(`density answers kept per version of the counts [${engine}]`, () => {
    let testApp: TestApp;
    let taxonomy: Taxonomy;
    let typeId: number;
    let approved: number;
    let pending: number;

    beforeAll(async () => {
      testApp = await startTestApp({ engine });
      taxonomy = await insertTaxonomy(testApp.db);
      [typeId] = await insertEventTypes(testApp.db);
      approved = await insertSource(testApp.db, taxonomy);
      pending = await insertSource(testApp.db, taxonomy, { status: 'pending' });
    }, 120_000);
    afterAll(() => testApp?.close());

    const insertEvent = async (at: [number, number], source: number, name = 'Assembly') => {
      const { id } = await testApp.db
        .insertInto('events')
        .values({
          name,
          description: 'An assembly.',
          event_type_id: typeId,
          locations: JSON.stringify([{ geography: { type: 'Point', coordinates: at } }]),
          start_time: new Date('2026-05-04T10:00:00Z'),
          organising_source_id: source,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    };

    const get = async (query: string, etag?: string) => {
      const response = await fetch(`${testApp.baseUrl}/v1/analysis/density?${query}`, {
        headers: etag === undefined ? {} : { 'if-none-match': etag },
      });
      const etagSent = response.headers.get('etag') ?? '';
      if (response.status !== 200) return { status: response.status, etag: etagSent, grid: undefined };
      return { status: 200, etag: etagSent, grid: (await response.json()) as Grid };
    };
    const weights = (grid: Grid | undefined) =>
      grid?.cells.map((c) => `${c.latitude > 52 ? 'Berlin' : 'Köln'}:${c.weight}`);

    it('answers GET and POST alike with an ETag, and a GET of the current ETag with 304', async () => {
      await insertEvent(KOELN, approved);
      const first = await get(GRID);
      expect([first.status, first.grid?.events, weights(first.grid)]).toEqual([200, 1, ['Köln:1']]);
      expect(first.etag).toMatch(/^"[\w-]{27}"$/);
      expect(await get(GRID, first.etag)).toMatchObject({ status: 304, etag: first.etag });
      const post = await fetch(`${testApp.baseUrl}/v1/analysis/density`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'if-none-match': first.etag },
        body: JSON.stringify({
          query: { from: '2026-01-01', to: '2026-12-31', interval: 'day', time_basis: 'start' },
          weight: 'count',
          cell_km: 5,
        }),
      });
      // A POST is never answered 304 (RFC 9110 §13.1.2): the grid again, with the same ETag.
      expect([post.status, post.headers.get('etag')]).toEqual([200, first.etag]);
      expect(await post.json()).toEqual(first.grid);
    });

    it('sends the new grid after a write changes the counts, and keeps it when they are folded', async () => {
      const before = await get(GRID);
      expect(weights(before.grid)).toEqual(['Köln:1']);
      const id = await insertEvent(BERLIN, approved);
      const added = await get(GRID, before.etag);
      expect([added.status, added.grid?.events]).toEqual([200, (before.grid?.events ?? 0) + 1]);
      expect(weights(added.grid)).toContain('Berlin:1');
      // Folding moves the changes into the counts: the same grid, so the same ETag.
      await foldDayCountChanges(testApp.db);
      await foldCellCountChanges(testApp.db);
      expect(await get(GRID, added.etag)).toMatchObject({ status: 304 });
      // A renamed event counts the same; a moved one and a deleted one do not.
      await testApp.db.updateTable('events').set({ name: 'Vigil' }).where('id', '=', id).execute();
      expect(await get(GRID, added.etag)).toMatchObject({ status: 304 });
      await testApp.db
        .updateTable('events')
        .set({ locations: JSON.stringify([{ geography: { type: 'Point', coordinates: KOELN } }]) })
        .where('id', '=', id)
        .execute();
      const moved = await get(GRID, added.etag);
      expect(weights(moved.grid)).toEqual(['Köln:2']);
      await testApp.db.updateTable('events').set({ deleted_at: new Date() }).where('id', '=', id).execute();
      const deleted = await get(GRID, moved.etag);
      expect(deleted.grid).toEqual(before.grid);
      expect(deleted.etag).toBe(before.etag);
    });

    it('counts the events of a source from when it is approved', async () => {
      const before = await get(GRID);
      await insertEvent(BERLIN, pending);
      expect(await get(GRID, before.etag)).toMatchObject({ status: 304 });
      await testApp.db
        .updateTable('sources')
        .set({ approval_status: 'approved' })
        .where('id', '=', pending)
        .execute();
      const after = await get(GRID, before.etag);
      expect([after.status, after.grid?.events]).toEqual([200, (before.grid?.events ?? 0) + 1]);
      await testApp.db
        .updateTable('sources')
        .set({ approval_status: 'pending' })
        .where('id', '=', pending)
        .execute();
      expect(await get(GRID, before.etag)).toMatchObject({ status: 304 });
    });

    it('serves the kept grid while the version stands, and computes it again when it moves', async () => {
      await foldCellCountChanges(testApp.db);
      const before = await get(GRID);
      // Written around the triggers (as only a repair would): the version stands, so the kept grid is sent.
      await sql`UPDATE event_cell_counts SET events = events + 1000`.execute(testApp.db);
      expect(await get(GRID, before.etag)).toMatchObject({ status: 304 });
      await sql`UPDATE event_cell_counts SET events = events - 1000`.execute(testApp.db);
      await insertEvent(KOELN, approved);
      const after = await get(GRID, before.etag);
      expect(after.grid?.events).toBe((before.grid?.events ?? 0) + 1);
    });

    it('counts keyword queries afresh: an event’s words are not part of the version', async () => {
      const query = `${GRID}&keyword=picnic`;
      const before = await get(query);
      const id = await insertEvent(KOELN, approved);
      await foldDayCountChanges(testApp.db);
      await foldCellCountChanges(testApp.db);
      const unnamed = await get(query);
      expect(unnamed.grid?.events).toBe(before.grid?.events);
      await testApp.db.updateTable('events').set({ name: 'Picnic' }).where('id', '=', id).execute();
      const named = await get(query, before.etag);
      expect([named.status, named.grid?.events]).toEqual([200, (before.grid?.events ?? 0) + 1]);
    });

    it('answers 422 at the field in the URL for an unknown topic', async () => {
      const response = await fetch(`${testApp.baseUrl}/v1/analysis/density?${GRID}&topic_ids=999999`);
      expect(response.status).toBe(422);
      const error = (await response.json()) as { detail: { loc: unknown[] }[] };
      expect(error.detail[0]?.loc).toEqual(['query', 'topic_ids', 0]);
    });
  });
}
