// Golden tests on the consecutive fixture pairs (issue 5 "Tests"): exact counts and hand-checked examples.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { describeEachDatabase } from '../db/test-databases.js';
import { applyCrawl } from './apply-crawl.js';
import type { EventDraft, FeedAdapter } from './feed.js';
import { berlinFeed } from './feeds/berlin.js';
import { dresdenFeed } from './feeds/dresden.js';
import { createLocator } from './geocode/locate-places.js';
import { dresdenPlaceTable } from './geocode/place-table.js';
import { berlinDrafts, dresdenDrafts, insertTestPlaces, rowsOf } from './test-support/drafts.js';
import { BERLIN_DAY_1, BERLIN_DAY_2, DRESDEN_DAY_1, DRESDEN_DAY_2 } from './test-support/fixtures.js';

const BERLIN_DAY_1_AT = new Date('2026-08-17T18:25:00Z');
const BERLIN_DAY_2_AT = new Date('2026-08-18T12:27:00Z');

function crawl(db: Db, adapter: FeedAdapter, drafts: readonly EventDraft[], now: Date, dryRun = false) {
  return applyCrawl(db, {
    adapter,
    contactEmail: 'feeds@example.org',
    runId: null,
    rows: rowsOf(drafts),
    now,
    locator: createLocator({ placeTables: { Dresden: dresdenPlaceTable() } }),
    dryRun,
  });
}

async function eventByName(db: Db, name: string) {
  return db.selectFrom('events').selectAll().where('name', '=', name).orderBy('id').execute();
}

describe.sequential('apply crawl', () => {
  describeEachDatabase('Berlin police, 17 → 18 August 2026', (getDb) => {
    let day1: EventDraft[];
    let day2: EventDraft[];
    beforeAll(async () => {
      await insertTestPlaces(getDb());
      day1 = berlinDrafts(BERLIN_DAY_1());
      day2 = berlinDrafts(BERLIN_DAY_2());
    });

    it('inserts all 1,512 rows of the first day as new events of the Polizei Berlin source', async () => {
      const { counts } = await crawl(getDb(), berlinFeed, day1, BERLIN_DAY_1_AT);
      expect(counts).toMatchObject({
        new_count: 1512,
        updated_count: 0,
        unchanged_count: 0,
        unplaced_count: 0,
      });
      const source = await getDb()
        .selectFrom('sources')
        .selectAll()
        .where('name', '=', 'Polizei Berlin')
        .executeTakeFirstOrThrow();
      expect(source.approval_status).toBe('approved');
      const count = await getDb()
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('organising_source_id', '=', source.id)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1512);
    });

    it('a dry run of the next day reports the diff and writes nothing', async () => {
      const before = await getDb()
        .selectFrom('feed_items')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      const { counts, diff } = await crawl(getDb(), berlinFeed, day2, BERLIN_DAY_2_AT, true);
      expect(counts.new_count).toBe(18);
      expect(diff.filter((d) => d.kind === 'updated')).toHaveLength(8);
      const after = await getDb()
        .selectFrom('feed_items')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    });

    it('the next day: 1,484 unchanged, 8 edited in place, 18 new, 20 past rows expired, none cancelled', async () => {
      // Measured on the pair (README): 28 rows gone (20 of the previous day), 26 new, no id kept.
      // 8 of the gone/new pairs are one assembly edited: 3 time shifts, 3 rewritten routes, 1 retitled,
      // 1 moved from 29 to 28 August.
      const { counts } = await crawl(getDb(), berlinFeed, day2, BERLIN_DAY_2_AT);
      expect(counts).toEqual({
        new_count: 18,
        updated_count: 8,
        cancelled_count: 0,
        unchanged_count: 1484,
        unplaced_count: 0,
        expired_count: 20,
        missing_count: 0,
        superseded_count: 0,
      });
    });

    it('a time shift updates the same event and records the change (hand-checked)', async () => {
      const onDay = await getDb()
        .selectFrom('events')
        .selectAll()
        .where('name', 'like', 'Solidarität mit Palästina. Besatzer raus%')
        .where('start_time', '>=', new Date('2026-08-18T22:00:00Z'))
        .where('start_time', '<', new Date('2026-08-19T22:00:00Z'))
        .execute();
      expect(onDay).toHaveLength(1);
      const [event] = onDay;
      // 19:30 Berlin summer time.
      expect(event?.start_time.toISOString()).toBe('2026-08-19T17:30:00.000Z');
      const changes = await getDb()
        .selectFrom('event_changes')
        .select(['field', 'old_value', 'new_value'])
        .where('event_id', '=', event?.id as number)
        .orderBy('field')
        .execute();
      expect(changes).toEqual([
        { field: 'end_time', old_value: '2026-08-19T17:00:00.000Z', new_value: '2026-08-19T19:30:00.000Z' },
        { field: 'start_time', old_value: '2026-08-19T15:00:00.000Z', new_value: '2026-08-19T17:30:00.000Z' },
      ]);
    });

    it('a date moved by a day keeps the event and records the new start (hand-checked)', async () => {
      const events = await getDb()
        .selectFrom('events')
        .select(['id', 'start_time', 'status'])
        .where('name', 'like', 'Protest am BAUZAUN%')
        .execute();
      expect(events).toHaveLength(1);
      expect(events[0]?.start_time.toISOString()).toBe('2026-08-28T15:00:00.000Z');
    });

    it('the same snapshot again changes nothing', async () => {
      const { counts } = await crawl(getDb(), berlinFeed, day2, new Date('2026-08-18T13:27:00Z'));
      expect(counts).toMatchObject({
        new_count: 0,
        updated_count: 0,
        cancelled_count: 0,
        unchanged_count: 1510,
        expired_count: 0,
      });
    });

    it('a future row missing from one full snapshot waits; missing from the second it is cancelled and stays listed', async () => {
      // A future one-off row that no other row of its day could be taken for (same title, or same place and time).
      const hasTwin = (d: EventDraft) =>
        day2.some(
          (o) =>
            o !== d &&
            o.day === d.day &&
            (o.facets.title === d.facets.title ||
              (o.facets.place === d.facets.place && o.facets.time === d.facets.time)),
        );
      const victim = day2.find(
        (d) => d.day >= '2026-09-01' && d.series === null && !hasTwin(d),
      ) as EventDraft;
      const without = day2.filter((d) => d !== victim);
      const first = await crawl(getDb(), berlinFeed, without, new Date('2026-08-18T14:27:00Z'));
      expect(first.counts).toMatchObject({ missing_count: 1, cancelled_count: 0 });
      expect((await eventByName(getDb(), victim.name))[0]?.status).toBe('scheduled');
      const second = await crawl(getDb(), berlinFeed, without, new Date('2026-08-18T15:27:00Z'));
      expect(second.counts).toMatchObject({ missing_count: 0, cancelled_count: 1 });
      const [event] = await eventByName(getDb(), victim.name);
      expect(event).toMatchObject({ status: 'cancelled', deleted_at: null });
      const change = await getDb()
        .selectFrom('event_changes')
        .selectAll()
        .where('event_id', '=', event?.id as number)
        .executeTakeFirstOrThrow();
      expect(change).toMatchObject({ field: 'status', old_value: 'scheduled', new_value: 'cancelled' });
    });

    it("never overwrites a source admin's edit", async () => {
      const target = day2.find((d) => d.name.startsWith('Demofest Kiezmacher')) as EventDraft;
      const [event] = await eventByName(getDb(), target.name);
      await getDb()
        .updateTable('events')
        .set({ name: 'Demofest Kiezmacher (edited by the organiser)', updated_at: new Date() })
        .where('id', '=', event?.id as number)
        .execute();
      const edited = day2.map((d) =>
        d === target ? { ...d, raw_location: `${d.raw_location} (verlegt)` } : d,
      );
      const { counts } = await crawl(getDb(), berlinFeed, edited, new Date('2026-08-18T16:27:00Z'));
      expect(counts.updated_count).toBe(1);
      const after = await getDb()
        .selectFrom('events')
        .selectAll()
        .where('id', '=', event?.id as number)
        .executeTakeFirstOrThrow();
      expect(after.name).toBe('Demofest Kiezmacher (edited by the organiser)');
      expect(after.raw_location).toBe(target.raw_location);
    });
  });

  describeEachDatabase('Dresden city, 1 → 2 July 2025', (getDb) => {
    beforeAll(async () => {
      await insertTestPlaces(getDb());
    });

    it('the first day: 44 new events, placed by the Dresden place table or the city', async () => {
      const { counts } = await crawl(
        getDb(),
        dresdenFeed,
        dresdenDrafts(DRESDEN_DAY_1()),
        new Date('2025-07-01T06:00:00Z'),
      );
      expect(counts).toMatchObject({ new_count: 44, unplaced_count: 0 });
      const [altmarkt] = await getDb()
        .selectFrom('events')
        .select(['lat', 'lon', 'locations'])
        .where('raw_location', '=', 'Prager Straße, Dresden')
        .execute();
      expect(altmarkt?.lat).toBeCloseTo(51.04, 1);
    });

    it('the next day: 40 unchanged, 2 edited, 1 withdrawn (cancelled, still listed), 6 new, 1 past', async () => {
      const { counts } = await crawl(
        getDb(),
        dresdenFeed,
        dresdenDrafts(DRESDEN_DAY_2()),
        new Date('2025-07-02T06:00:00Z'),
      );
      expect(counts).toEqual({
        new_count: 6,
        updated_count: 2,
        cancelled_count: 1,
        unchanged_count: 40,
        unplaced_count: 0,
        expired_count: 1,
        missing_count: 0,
        superseded_count: 0,
      });
    });

    it('a title that gained a comma is the same event (hand-checked)', async () => {
      // A weekly series in the list; only the row of 7 July was edited (comma, and 200 → 50 participants).
      const events = await getDb()
        .selectFrom('events')
        .select(['id', 'name', 'raw_participants'])
        .where('name', 'like', 'Wer schweigt%')
        .where('start_time', '=', new Date('2025-07-06T22:00:00Z'))
        .execute();
      expect(events).toEqual([
        {
          id: expect.any(Number),
          name: 'Wer schweigt, stimmt zu - Zeit für Bürgerverantwortung',
          raw_participants: '50',
        },
      ]);
      const changes = await getDb()
        .selectFrom('event_changes')
        .select(['field', 'old_value', 'new_value'])
        .where('event_id', '=', events[0]?.id as number)
        .orderBy('field')
        .execute();
      expect(changes).toEqual([
        {
          field: 'description',
          old_value: 'Wer schweigt stimmt zu - Zeit für Bürgerverantwortung',
          new_value: 'Wer schweigt, stimmt zu - Zeit für Bürgerverantwortung',
        },
        {
          field: 'name',
          old_value: 'Wer schweigt stimmt zu - Zeit für Bürgerverantwortung',
          new_value: 'Wer schweigt, stimmt zu - Zeit für Bürgerverantwortung',
        },
        { field: 'raw_participants', old_value: '200', new_value: '50' },
      ]);
    });

    it('an assembly confirmed with time and start point is updated with its history (hand-checked)', async () => {
      const [event] = await eventByName(getDb(), 'Nein zum Genozid. Freiheit für Palästina');
      expect(event).toMatchObject({
        authority_status: 'confirmed',
        all_day: false,
        event_type_id: expect.any(Number),
      });
      expect(event?.lat).toBeCloseTo(51.04, 1);
      const fields = await getDb()
        .selectFrom('event_changes')
        .select('field')
        .where('event_id', '=', event?.id as number)
        .orderBy('field')
        .execute();
      expect(fields.map((f) => f.field)).toEqual([
        'all_day',
        'authority_status',
        'end_time',
        'event_type',
        'raw_location',
        'start_time',
      ]);
    });

    it('does not normalise a row published exactly as before (pass 0 of a crawl)', async () => {
      const rows = rowsOf(dresdenDrafts(DRESDEN_DAY_2())).map((row) => ({
        rawHash: row.rawHash,
        read: (): never => {
          throw new Error('an unchanged row was normalised again');
        },
      }));
      const result = await applyCrawl(getDb(), {
        adapter: dresdenFeed,
        contactEmail: 'feeds@example.org',
        runId: null,
        rows,
        now: new Date('2025-07-02T07:00:00Z'),
        locator: createLocator({ placeTables: { Dresden: dresdenPlaceTable() } }),
      });
      expect(result.counts).toMatchObject({ unchanged_count: 49, new_count: 0, updated_count: 0 });
    });

    it('the withdrawn assembly is cancelled with the authority wording', async () => {
      const [event] = await getDb()
        .selectFrom('events')
        .selectAll()
        .where('name', 'like', 'Urban Brassbands%')
        .execute();
      expect(event).toMatchObject({ status: 'cancelled', authority_status: 'cancelled', deleted_at: null });
    });
  });
});
