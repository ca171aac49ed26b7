import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { describeEachDatabase } from '../../../db/test-databases.js';
import { boundingBox } from '../../../geo/distance.js';
import type { EventPageQuery } from './event-query.js';
import { keywordWords } from './keyword.js';
import { insertSearchWorld, type SearchWorld } from './search.test-support.js';
import { findSoonestEventIds, findSoonestInIndex } from './soonest-ids.repository.js';
import { UpcomingIndex, type UpcomingQuery } from './upcoming-index.js';
import { UpcomingEvents } from './upcoming-index-sync.js';

// The in-memory answer of an alert poll (decision 045) against the SQL's on the same rows, on both engines: the
// words folded as the search folds them, the area, types, topics and listing, and every kind of write seen by the
// next poll.

const DAY = 86_400_000;
const SPOT = { lat: 50.1, lon: 8.7 };

/** Letters that fold (umlauts and their digraphs, ß, accents, ligatures, other scripts), a digit, separators. */
const PIECES = [
  'mü',
  'mue',
  'MU',
  'nch',
  'en',
  'ä',
  'ae',
  'Ö',
  'oe',
  'straße',
  'strasse',
  'ß',
  'ss',
  'café',
  'cafe',
];
const MORE_PIECES = [
  'É',
  'Æ',
  'œ',
  'ø',
  'Ł',
  'ı',
  'İ',
  'ǅ',
  'ﬁ',
  'я',
  'Ж',
  'ω',
  '2',
  '0',
  'x',
  'eu',
  'ue',
  'aeu',
];
const SEPARATORS = [' ', '-', '/', '.', '’', '_', '%', ' & '];
const piece = fc.constantFrom(...PIECES, ...MORE_PIECES);
const text = fc
  .array(fc.tuple(fc.array(piece, { minLength: 1, maxLength: 4 }), fc.constantFrom(...SEPARATORS)), {
    minLength: 1,
    maxLength: 6,
  })
  .map(
    (parts) =>
      parts
        .map(([letters, separator]) => letters.join('') + separator)
        .join('')
        .trim() || 'x',
  );
/** A keyword as a user types it: pieces, sometimes two words, sometimes in capitals. */
const keyword = fc
  .tuple(fc.array(piece, { minLength: 1, maxLength: 3 }), fc.boolean(), fc.option(piece))
  .map(([letters, upper, second]) => {
    const word = letters.join('');
    return `${upper ? word.toUpperCase() : word}${second ? ` ${second}` : ''}`;
  });

describeEachDatabase('upcoming events index', (getDb, kind) => {
  const ids: SearchWorld = { approved: 0, pending: 0, topics: [0, 0], types: [0, 0] };
  let upcoming: UpcomingEvents;

  async function insertEvent(db: Db, values: Record<string, unknown>): Promise<number> {
    const row = await db
      .insertInto('events')
      .values({
        name: 'Event',
        description: 'Beschreibung',
        event_type_id: ids.types[0] as number,
        start_time: new Date(Date.now() + DAY),
        organising_source_id: ids.approved,
        locations: at(SPOT),
        ...values,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const at = ({ lat, lon }: { lat: number; lon: number }) =>
    JSON.stringify([{ geography: { type: 'Point', coordinates: [lon, lat] }, country: 'DE' }]);

  /** A poll's query; each group of duplicates once when it has no words, types or topics, as toEventQuery says. */
  function poll(
    overrides: Partial<EventPageQuery> & { radiusKm?: number; center?: typeof SPOT },
  ): EventPageQuery {
    const center = overrides.center ?? SPOT;
    const radiusKm = overrides.radiusKm ?? 20;
    const query = {
      words: [],
      topicIds: [],
      typeIds: [],
      circle: { center, radiusKm, box: boundingBox(center, radiusKm) },
      startFrom: new Date(),
      order: { column: 'start_time', direction: 'asc' } as const,
      offset: 0,
      limit: 100,
      ...overrides,
    };
    const collapseDuplicates =
      query.words.length === 0 && query.topicIds.length === 0 && query.typeIds.length === 0;
    return { ...query, collapseDuplicates };
  }

  /** Groups of duplicates as regrouping stores them (migration 036): a row per member, the canonical one included. */
  async function insertGroup(db: Db, canonical: number, copies: readonly number[]): Promise<void> {
    await db
      .insertInto('event_duplicates')
      .values([canonical, ...copies].map((event_id) => ({ event_id, canonical_event_id: canonical })))
      .execute();
  }

  /** The index's answer, which must be one (not left to the SQL), and the SQL's. */
  async function bothAnswers(q: EventPageQuery) {
    const fromIndex = await findSoonestInIndex(getDb(), q, upcoming);
    const fromSql = await findSoonestEventIds(getDb(), q);
    return { fromIndex, fromSql };
  }

  beforeAll(async () => {
    const db = getDb();
    Object.assign(ids, await insertSearchWorld(db, 'Frankfurt'));
    // Some events before the index loads, the rest after: both the load and the catch-up fill it.
    upcoming = new UpcomingEvents(db, { maxEvents: 1_000_000, refreshMs: 60_000 });
    await insertEvent(db, { name: 'Vor dem Laden', start_time: new Date(Date.now() + 2 * DAY) });
    upcoming.start();
    await upcoming.ready();
  });
  afterAll(() => upcoming.stop());

  // Property: for generated names and descriptions full of spellings that fold, and keywords made of the same
  // pieces, the index answers exactly what the SQL answers (same ids, same order), and answers itself.
  it('answers as the SQL for generated names, keywords, areas, types and topics', async () => {
    const db = getDb();
    const next = fc.sample(
      fc.record({
        name: text,
        description: text,
        days: fc.integer({ min: -3, max: 60 }),
        dLat: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
        dLon: fc.double({ min: -0.4, max: 0.4, noNaN: true }),
        type: fc.integer({ min: 0, max: 1 }),
        topic: fc.integer({ min: 0, max: 1 }),
        pending: fc.boolean(),
      }),
      { numRuns: 400, seed: 44 },
    );
    const inserted: number[] = [];
    for (const [i, e] of next.entries()) {
      const id = await insertEvent(db, {
        name: e.name,
        description: e.description,
        start_time: new Date(Date.now() + e.days * DAY + i * 1_000),
        locations: at({ lat: SPOT.lat + e.dLat, lon: SPOT.lon + e.dLon }),
        event_type_id: ids.types[e.type],
        organising_source_id: e.pending && i % 5 === 0 ? ids.pending : ids.approved,
      });
      inserted.push(id);
      await db
        .insertInto('event_topics')
        .values({ event_id: id, topic_id: ids.topics[e.topic] as number })
        .execute();
    }
    // Groups of two and three among them, stored after the index loaded (so read by its catch-up): their canonical
    // events earlier or later, near or far, listed or not, as the generated events fall.
    const grouped = new Set<number>();
    for (const members of fc.sample(
      fc.uniqueArray(fc.integer({ min: 0, max: inserted.length - 1 }), { minLength: 2, maxLength: 3 }),
      { numRuns: 80, seed: 45 },
    )) {
      const group = members.map((i) => inserted[i] as number);
      if (group.some((id) => grouped.has(id))) continue;
      for (const id of group) grouped.add(id);
      await insertGroup(db, group[0] as number, group.slice(1));
    }
    let nonEmpty = 0;
    let collapsed = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          keyword: fc.option(keyword, { freq: 4 }),
          radiusKm: fc.integer({ min: 1, max: 60 }),
          type: fc.option(fc.integer({ min: 0, max: 1 })),
          topic: fc.option(fc.integer({ min: 0, max: 1 })),
          fromDays: fc.constantFrom(0, 0, 1, 7, 30),
          limit: fc.constantFrom(1, 5, 100),
          // A third of the polls name an area alone: those show each group once.
          areaOnly: fc.constantFrom(true, false, false),
        }),
        async ({ keyword: typed, radiusKm, type, topic, fromDays, limit, areaOnly }) => {
          const q = poll({
            words: areaOnly ? [] : keywordWords(typed ?? undefined),
            radiusKm,
            typeIds: type === null || areaOnly ? [] : [ids.types[type] as number],
            topicIds: topic === null || areaOnly ? [] : [ids.topics[topic] as number],
            startFrom: new Date(Date.now() + fromDays * DAY),
            limit,
          });
          const { fromIndex, fromSql } = await bothAnswers(q);
          if (fromSql.length > 0) nonEmpty += 1;
          if (q.collapseDuplicates) {
            const everyCopy = await findSoonestEventIds(db, { ...q, collapseDuplicates: false });
            if (everyCopy.join() !== fromSql.join()) collapsed += 1;
          }
          // Words with a character other than letters and digits once folded are left to the SQL (undefined).
          if (fromIndex !== undefined) expect(fromIndex).toEqual(fromSql);
          else expect(q.words.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300, seed: 44 },
    );
    expect(nonEmpty).toBeGreaterThan(50);
    expect(grouped.size).toBeGreaterThan(100);
    expect(collapsed).toBeGreaterThan(10);
  }, 240_000);

  // The words alone, many at once: each generated text is an event at one spot, each keyword a poll of it.
  it('matches a folded word exactly where the SQL’s like does', async () => {
    const db = getDb();
    const spot = { lat: 47.6, lon: 12.1 };
    const texts = fc.sample(text, { numRuns: 150, seed: 7 });
    for (const [i, name] of texts.entries()) {
      await insertEvent(db, {
        name,
        locations: at(spot),
        start_time: new Date(Date.now() + DAY + i * 1_000),
      });
    }
    let answered = 0;
    for (const typed of fc.sample(keyword, { numRuns: 200, seed: 8 })) {
      const q = poll({ words: keywordWords(typed), center: spot, radiusKm: 1 });
      const { fromIndex, fromSql } = await bothAnswers(q);
      if (fromIndex === undefined) continue;
      answered += 1;
      expect(fromIndex, typed).toEqual(fromSql);
    }
    expect(answered).toBeGreaterThan(150);
  }, 120_000);

  describe('sees every write before the next poll', () => {
    const spot = { lat: 53.1, lon: 8.8 };
    const near = (words = 'Laternenumzug') => poll({ center: spot, radiusKm: 5, words: keywordWords(words) });
    const answer = async (words?: string) => {
      const { fromIndex, fromSql } = await bothAnswers(near(words));
      expect(fromIndex).toEqual(fromSql);
      return fromIndex;
    };

    it('a new event, a changed name, a move away and back, a deletion', async () => {
      const db = getDb();
      const id = await insertEvent(db, { name: 'Laternenumzug am Deich', locations: at(spot) });
      expect(await answer()).toEqual([id]);
      await db.updateTable('events').set({ name: 'Fackelzug am Deich' }).where('id', '=', id).execute();
      expect(await answer()).toEqual([]);
      expect(await answer('fackelzug')).toEqual([id]);
      await db
        .updateTable('events')
        .set({ locations: at(SPOT) })
        .where('id', '=', id)
        .execute();
      expect(await answer('fackelzug')).toEqual([]);
      await db
        .updateTable('events')
        .set({ locations: at(spot) })
        .where('id', '=', id)
        .execute();
      expect(await answer('fackelzug')).toEqual([id]);
      await db.updateTable('events').set({ deleted_at: new Date() }).where('id', '=', id).execute();
      expect(await answer('fackelzug')).toEqual([]);
    });

    it('a source unlisted and listed again, an event moved into the past, a row deleted', async () => {
      const db = getDb();
      const id = await insertEvent(db, { name: 'Laternenumzug im Park', locations: at(spot) });
      const other = await insertEvent(db, {
        name: 'Laternenumzug am Hafen',
        locations: at(spot),
        start_time: new Date(Date.now() + 2 * DAY),
      });
      expect(await answer()).toEqual([id, other]);
      await db
        .updateTable('sources')
        .set({ approval_status: 'pending' })
        .where('id', '=', ids.approved)
        .execute();
      expect(await answer()).toEqual([]);
      await db
        .updateTable('sources')
        .set({ approval_status: 'approved' })
        .where('id', '=', ids.approved)
        .execute();
      expect(await answer()).toEqual([id, other]);
      await db
        .updateTable('events')
        .set({ start_time: new Date(Date.now() - 60_000) })
        .where('id', '=', id)
        .execute();
      expect(await answer()).toEqual([other]);
      await db.deleteFrom('events').where('id', '=', other).execute();
      expect(await answer()).toEqual([]);
    });

    it('a group formed, its canonical event moved away and back, started, and the group dissolved', async () => {
      const db = getDb();
      const place = { lat: 53.3, lon: 8.8 };
      const area = () => poll({ center: place, radiusKm: 2 });
      const areaAnswer = async () => {
        const { fromIndex, fromSql } = await bothAnswers(area());
        expect(fromIndex).toEqual(fromSql);
        return fromIndex;
      };
      const canonical = await insertEvent(db, { name: 'Mahnwache Hafen', locations: at(place) });
      const copy = await insertEvent(db, {
        name: 'Mahnwache am Hafen',
        locations: at(place),
        start_time: new Date(Date.now() + DAY + 3_600_000),
      });
      expect(await areaAnswer()).toEqual([canonical, copy]);
      await insertGroup(db, canonical, [copy]);
      expect(await areaAnswer()).toEqual([canonical]);
      const change = (values: Record<string, unknown>) =>
        db.updateTable('events').set(values).where('id', '=', canonical).execute();
      await change({ locations: at(SPOT) });
      expect(await areaAnswer()).toEqual([copy]);
      await change({ locations: at(place) });
      expect(await areaAnswer()).toEqual([canonical]);
      // The canonical event started a minute ago: a poll from now on names the copy.
      await change({ start_time: new Date(Date.now() - 60_000) });
      expect(await areaAnswer()).toEqual([copy]);
      await change({ start_time: new Date(Date.now() + DAY) });
      expect(await areaAnswer()).toEqual([canonical]);
      await db.deleteFrom('event_duplicates').where('canonical_event_id', '=', canonical).execute();
      expect(await areaAnswer()).toEqual([canonical, copy]);
    });

    it('topics and types changed, and another copy of the index sees the same', async () => {
      const db = getDb();
      const second = new UpcomingEvents(db, { maxEvents: 1_000_000, refreshMs: 60_000 }).start();
      await second.ready();
      try {
        const id = await insertEvent(db, { name: 'Laternenumzug Nord', locations: at(spot) });
        const q = { ...near(), topicIds: [ids.topics[1] as number], typeIds: [ids.types[1] as number] };
        expect(await findSoonestInIndex(db, q, second)).toEqual([]);
        await db
          .insertInto('event_topics')
          .values({ event_id: id, topic_id: ids.topics[1] as number })
          .execute();
        await db.updateTable('events').set({ event_type_id: ids.types[1] }).where('id', '=', id).execute();
        expect(await findSoonestInIndex(db, q, second)).toEqual([id]);
        expect(await findSoonestInIndex(db, q, upcoming)).toEqual([id]);
        expect(await findSoonestEventIds(db, q)).toEqual([id]);
      } finally {
        await second.stop();
      }
    });

    // A transaction that commits after a later one is not missed (the snapshot, not the highest id, says what was
    // read). PGlite has one connection, so two transactions cannot overlap there.
    it.skipIf(kind === 'pglite')('a transaction that commits after a later one', async () => {
      const db = getDb();
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let early = 0;
      let inserted: () => void = () => {};
      const written = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const slow = db.transaction().execute(async (trx) => {
        early = await insertEvent(trx, { name: 'Sternmarsch früh', locations: at(spot) });
        inserted();
        await held;
      });
      try {
        await written;
        const late = await insertEvent(db, {
          name: 'Sternmarsch spät',
          locations: at(spot),
          start_time: new Date(Date.now() + 3 * DAY),
        });
        expect(await answer('sternmarsch')).toEqual([late]);
        release();
        await slow;
        const { rows } = await sql<{
          n: number;
        }>`select count(*)::int as n from events where id = ${early}`.execute(db);
        expect(rows[0]?.n).toBe(1);
        expect(await answer('sternmarsch')).toEqual([early, late]);
      } finally {
        release();
        await slow;
      }
    });
  });

  it('leaves starts before the last hour to the SQL', async () => {
    const q = poll({ startFrom: new Date(Date.now() - 2 * 3_600_000) });
    expect(await findSoonestInIndex(getDb(), q, upcoming)).toBeUndefined();
  });
});

describe('a bounded upcoming index', () => {
  const center = { lat: 50, lon: 8 };
  const query = (limit: number, visitMax = 1_000): UpcomingQuery => ({
    center,
    radiusKm: 10,
    box: boundingBox(center, 10),
    words: ['demo'],
    typeIds: [],
    topicIds: [],
    fromUs: 0,
    collapseDuplicates: false,
    limit,
    visitMax,
  });
  const event = (id: number, startUs: number, text = 'demo', canonicalId: number | null = null) => ({
    id,
    startUs,
    lat: center.lat,
    lon: center.lon,
    typeId: 1,
    topicIds: [],
    foldedText: text,
    canonicalId,
  });

  it('holds events before its horizon only, and leaves answers that may lie beyond it to the SQL', () => {
    const index = new UpcomingIndex(100);
    for (const [id, start] of [
      [1, 10],
      [2, 20],
      [3, 99],
      [4, 100],
      [5, 150],
    ] as const) {
      index.upsert(event(id, start));
    }
    expect(index.size).toBe(3);
    expect(index.soonest(query(2))).toEqual([1, 2]);
    expect(index.soonest(query(3))).toEqual([1, 2, 3]);
    expect(index.soonest(query(4))).toBeUndefined();
    // Moved beyond the horizon: gone.
    index.upsert(event(2, 120));
    expect(index.soonest(query(2))).toEqual([1, 3]);
  });

  it('leaves out a copy whose canonical event matches; one whose canonical event may lie beyond, to the SQL', () => {
    const DAY_US = 86_400_000_000;
    const index = new UpcomingIndex(3 * DAY_US);
    index.upsert(event(1, 25, 'demo', 2));
    index.upsert(event(2, 20));
    index.upsert(event(3, 30, 'demo', 4));
    index.upsert(event(4, 40, 'other'));
    // A bounded index that read every event it holds leaves the answer to the SQL: each limit is the answer's size.
    const collapsed = (limit: number) => ({ ...query(limit), collapseDuplicates: true });
    expect(index.soonest(query(3))).toEqual([2, 1, 3]);
    // 1's canonical event matches; 3's does not (its words).
    expect(index.soonest(collapsed(2))).toEqual([2, 3]);
    // From after the canonical event's start on, the copy is the answer.
    expect(index.soonest({ ...collapsed(2), fromUs: 22 })).toEqual([1, 3]);
    // Not held, and over 25 hours before the horizon: not listed, or started over an hour ago.
    index.remove(2);
    expect(index.soonest(collapsed(2))).toEqual([1, 3]);
    // Within 25 hours (a Berlin day at most) of the horizon the canonical event may lie beyond it: the SQL tells.
    index.upsert(event(5, 2.5 * DAY_US, 'demo', 6));
    expect(index.soonest(collapsed(3))).toBeUndefined();
    index.upsert(event(6, 2.6 * DAY_US, 'demo'));
    expect(index.soonest(collapsed(3))).toEqual([1, 3, 6]);
  });

  it('gives up after visitMax events', () => {
    const index = new UpcomingIndex();
    for (let id = 1; id <= 10; id += 1) index.upsert(event(id, id, id === 10 ? 'demo' : 'other'));
    expect(index.soonest(query(1, 5))).toBeUndefined();
    expect(index.soonest(query(1, 10))).toEqual([10]);
    expect(index.soonest({ ...query(5), words: ['nothing'] })).toEqual([]);
    index.removeStartedBefore(10);
    expect(index.size).toBe(1);
  });
});
