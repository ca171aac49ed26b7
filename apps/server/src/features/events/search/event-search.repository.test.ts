import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/database.js';
import { describeEachDatabase } from '../../../db/test-databases.js';
import { cellCount } from '../../../geo/cells.js';
import { boundingBox } from '../../../geo/distance.js';
import { foldedPattern, unfoldedPattern } from './event-filters.js';
import type { Circle, EventPageQuery, EventQuery } from './event-query.js';
import {
  countEventsMatching,
  findEventPage,
  findEventPageBy,
  findEventPageVersions,
} from './event-search.repository.js';
import { RADIUS_KM_MAX } from './event-search.schemas.js';
import { keywordWords } from './keyword.js';
import { choosePerimeterPlan } from './perimeter-plan.js';
import { insertSearchWorld, type SearchWorld } from './search.test-support.js';
import { CELL_WALK_MAX_CELLS, findSoonestEventIds } from './soonest-ids.repository.js';

// Expected results are computed here by brute force with an independent distance formula, then compared
// with both perimeter plans, so a plan that drops or reorders a single event fails.

/** Spherical law of cosines: independent of the server's haversine. */
function kmBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const cos =
    Math.sin(a.lat * rad) * Math.sin(b.lat * rad) +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.cos((b.lon - a.lon) * rad);
  return 6371.0088 * Math.acos(Math.min(1, Math.max(-1, cos)));
}

/** A fixed PRNG (mulberry32) so both engines get the same rows. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const NOW = new Date('2026-06-01T10:00:00Z');
const DAY = 86_400_000;
const CITY = { lat: 52.52, lon: 13.405 };
/** Spread so that a 10 km circle around CITY holds a good share and a 1 km one only a few. */
const SPREAD_DEGREES = 0.6;
const GRID_EVENTS = 3_000;

interface Fact {
  id: number;
  lat: number;
  lon: number;
  start: number;
  listed: boolean;
  topicId: number;
  typeId: number;
  /** The name, and all the text a keyword is looked for in (lower case, so the test needs no folding). */
  name: string;
  text: string;
}

/**
 * Words for the keyword walk (keyword-page.ts), spread over the grid by index so that each kind of page occurs:
 * 'wombat' is in many names, 'quokka' in few names but many descriptions, 'numbat' and 'dingo' in descriptions
 * only, 'dingo' too rarely for a walk to find a page of it, and 'echidna' in a few names only.
 */
function gridWords(i: number): { name: string; description: string } {
  const nameWords = [i % 7 === 0 && 'wombat', i % 40 === 0 && 'quokka', i % 200 === 0 && 'echidna'].filter(
    Boolean,
  );
  const descriptionWords = [
    i % 2 === 0 && 'wombat',
    i % 3 === 0 && 'quokka',
    i % 11 === 0 && 'numbat',
    i % 97 === 0 && 'dingo',
  ].filter(Boolean);
  return {
    name: ['Grid event', i, ...nameWords].join(' '),
    description: ['Raster', ...descriptionWords].join(' '),
  };
}

const circle = (center: { lat: number; lon: number }, radiusKm: number): Circle => ({
  center,
  radiusKm,
  box: boundingBox(center, radiusKm),
});

function query(overrides: Partial<EventPageQuery>): EventPageQuery {
  return {
    words: [],
    topicIds: [],
    typeIds: [],
    order: { column: 'start_time', direction: 'asc' },
    offset: 0,
    limit: 25,
    ...overrides,
  };
}

describeEachDatabase('event search repository', (getDb) => {
  const facts: Fact[] = [];
  const ids: SearchWorld = { approved: 0, pending: 0, topics: [0, 0], types: [0, 0] };

  async function insertEvent(db: Db, values: Record<string, unknown>) {
    const row = await db
      .insertInto('events')
      .values({
        name: 'Event',
        description: 'Beschreibung',
        event_type_id: ids.types[0] as number,
        start_time: new Date(NOW.getTime() + DAY),
        organising_source_id: ids.approved,
        ...values,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  beforeAll(async () => {
    const db = getDb();
    Object.assign(ids, await insertSearchWorld(db, 'Berlin'));

    // The grid: many events around CITY, a year either side of NOW, one in 20 of a pending source.
    const next = random(7);
    const rows = Array.from({ length: GRID_EVENTS }, (_, i) => {
      const lat = CITY.lat + (next() - 0.5) * SPREAD_DEGREES * (next() < 0.5 ? 0.1 : 1);
      const lon = CITY.lon + (next() - 0.5) * SPREAD_DEGREES * 1.6 * (next() < 0.5 ? 0.1 : 1);
      const start = NOW.getTime() + Math.round((next() * 2 - 1) * 365) * DAY + (i % 96) * 900_000;
      const pending = next() < 0.05;
      const { name, description } = gridWords(i);
      return {
        name,
        description,
        event_type_id: ids.types[i % 2] as number,
        start_time: new Date(start),
        organising_source_id: pending ? ids.pending : ids.approved,
        locations: JSON.stringify([{ geography: { type: 'Point', coordinates: [lon, lat] }, country: 'DE' }]),
        fact: {
          lat,
          lon,
          start,
          listed: !pending,
          topicId: ids.topics[i % 2] as number,
          typeId: ids.types[i % 2] as number,
          name: name.toLowerCase(),
          text: `${name} ${description}`.toLowerCase(),
        },
      };
    });
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      const inserted = await db
        .insertInto('events')
        .values(batch.map(({ fact: _fact, ...row }) => row))
        .returning('id')
        .execute();
      inserted.forEach((row, j) => {
        const fact = batch[j]?.fact as Omit<Fact, 'id'>;
        facts.push({ id: row.id, ...fact });
      });
      await db
        .insertInto('event_topics')
        .values(inserted.map((row, j) => ({ event_id: row.id, topic_id: batch[j]?.fact.topicId as number })))
        .execute();
    }
  }, 120_000);

  const expectedPage = (center: { lat: number; lon: number }, radiusKm: number, from: number, offset = 0) =>
    facts
      .filter((f) => f.listed && f.start >= from && kmBetween(center, f) <= radiusKm)
      .sort((a, b) => a.start - b.start || a.id - b.id)
      .slice(offset, offset + 25)
      .map((f) => f.id);

  it.each([
    [CITY, 1],
    [CITY, 5],
    [CITY, 20],
    [CITY, 200],
    [CITY, RADIUS_KM_MAX], // the longest band list a search can send
    [{ lat: 52.6, lon: 13.0 }, 3],
    [{ lat: 53.5, lon: 13.4 }, 30],
  ])('both plans find exactly the soonest listed events around %j within %s km', async (center, radiusKm) => {
    const q = query({ circle: circle(center, radiusKm), startFrom: NOW });
    const expected = expectedPage(center, radiusKm, NOW.getTime());
    for (const access of ['box', 'time'] as const) {
      const rows = await findEventPageBy(getDb(), q, access);
      expect(rows.map((r) => r.id)).toEqual(expected);
    }
    expect((await findEventPage(getDb(), q)).map((r) => r.id)).toEqual(expected);
  });

  it('pages and past searches agree between the plans too', async () => {
    const q = query({
      circle: circle(CITY, 15),
      startBefore: NOW,
      order: { column: 'start_time', direction: 'desc' },
      offset: 40,
    });
    const expected = facts
      .filter((f) => f.listed && f.start < NOW.getTime() && kmBetween(CITY, f) <= 15)
      .sort((a, b) => b.start - a.start || b.id - a.id)
      .slice(40, 65)
      .map((f) => f.id);
    expect(expected).toHaveLength(25);
    for (const access of ['box', 'time'] as const) {
      expect((await findEventPageBy(getDb(), q, access)).map((r) => r.id)).toEqual(expected);
    }
  });

  it('walks start order for a circle holding many events and reads the box of a sparse one', async () => {
    expect(await choosePerimeterPlan(getDb(), query({ circle: circle(CITY, 50), startFrom: NOW }))).toBe(
      'time',
    );
    const sea = { lat: 54.6, lon: 7.5 };
    expect(await choosePerimeterPlan(getDb(), query({ circle: circle(sea, 10), startFrom: NOW }))).toBe(
      'box',
    );
  });

  it('counts what the pages list, with topic and type filters', async () => {
    const base: EventQuery = {
      words: [],
      topicIds: [ids.topics[1] as number],
      typeIds: [ids.types[1] as number],
      circle: circle(CITY, 12),
      startFrom: NOW,
    };
    const expected = facts.filter(
      (f) =>
        f.listed &&
        f.start >= NOW.getTime() &&
        kmBetween(CITY, f) <= 12 &&
        f.topicId === ids.topics[1] &&
        f.typeId === ids.types[1],
    );
    expect(expected.length).toBeGreaterThan(25);
    expect(await countEventsMatching(getDb(), base)).toBe(expected.length);
    const all: number[] = [];
    for (let offset = 0; offset < expected.length; offset += 100) {
      const page = await findEventPage(getDb(), query({ ...base, offset, limit: 100 }));
      all.push(...page.map((r) => r.id));
    }
    expect(new Set(all)).toEqual(new Set(expected.map((f) => f.id)));
  });

  it('lists events without a source, never those of a pending source or deleted ones', async () => {
    const db = getDb();
    const far = { lat: 48.0, lon: 8.0 };
    const at = JSON.stringify([{ geography: { type: 'Point', coordinates: [far.lon, far.lat] } }]);
    const orphan = await insertEvent(db, { name: 'No source', organising_source_id: null, locations: at });
    await insertEvent(db, { name: 'Pending', organising_source_id: ids.pending, locations: at });
    await insertEvent(db, { name: 'Deleted', locations: at, deleted_at: NOW });
    const kept = await insertEvent(db, { name: 'Cancelled', locations: at, status: 'cancelled' });
    const q = query({ circle: circle(far, 1) });
    expect((await findEventPage(db, q)).map((r) => r.id)).toEqual([orphan, kept]);
    expect(await countEventsMatching(db, q)).toBe(2);
  });

  describe('keyword', () => {
    const named: Record<string, number> = {};
    beforeAll(async () => {
      const db = getDb();
      const add = async (key: string, name: string, description: string, startDays: number) => {
        named[key] = await insertEvent(db, {
          name,
          description,
          start_time: new Date(NOW.getTime() + startDays * DAY),
        });
      };
      await add('nameUmlaut', 'Kundgebung in München', 'Für gute Luft.', 5);
      await add('nameSpelled', 'Demo in Muenchen-Pasing', 'Für Radwege.', 6);
      await add('descOnly', 'Mahnwache', 'Treffpunkt: Marienplatz, München.', 1);
      await add('street', 'Fahrraddemo', 'Start an der Leopoldstraße 5.', 2);
      await add('streetSpelled', 'Critical Mass', 'Treffen Leopoldstrasse Ecke Feilitzsch.', 3);
      await add('accent', 'Café-Treffen', 'Austausch bei Kaffee.', 4);
      await add('quelle', 'Quellenschutz', 'Wasser ist Leben.', 7);
    });

    const search = async (keyword: string) =>
      (await findEventPage(getDb(), query({ words: keywordWords(keyword), limit: 100 }))).map((r) => r.id);

    it.each(['München', 'muenchen', 'Munchen', 'MÜNCHEN', 'münchen'])(
      '%s finds every spelling of München, names first, then by start time',
      async (keyword) => {
        expect(await search(keyword)).toEqual([named.nameUmlaut, named.nameSpelled, named.descOnly]);
      },
    );

    it.each(['Leopoldstraße', 'leopoldstrasse', 'LEOPOLDSTRASSE'])(
      '%s finds Straße and Strasse alike',
      async (keyword) => {
        expect(await search(keyword)).toEqual([named.street, named.streetSpelled]);
      },
    );

    it('ignores accents and punctuation, and needs every word', async () => {
      expect(await search('cafe')).toEqual([named.accent]);
      expect(await search('café treffen!')).toEqual([named.accent]);
      expect(await search('café münchen')).toEqual([]);
      expect(await search('Quelle')).toEqual([named.quelle]);
    });

    it('counts keyword matches like it lists them', async () => {
      expect(
        await countEventsMatching(getDb(), { words: keywordWords('muenchen'), topicIds: [], typeIds: [] }),
      ).toBe(3);
    });
  });
  describe('keyword pages from the walk in start order (keyword-page.ts)', () => {
    /** Brute force: listed matches of every word, those with every word in the name first, then by start. */
    const expectedKeywordPage = (q: EventPageQuery) => {
      const sign = q.order.direction === 'asc' ? 1 : -1;
      const has = (text: string) => q.words.every((word) => text.includes(word));
      return facts
        .filter((f) => f.listed && has(f.text))
        .filter((f) => (q.startFrom ? f.start >= q.startFrom.getTime() : true))
        .filter((f) => (q.startBefore ? f.start < q.startBefore.getTime() : true))
        .filter((f) => (q.circle ? kmBetween(q.circle.center, f) <= q.circle.radiusKm : true))
        .sort(
          (a, b) => Number(has(b.name)) - Number(has(a.name)) || sign * (a.start - b.start || a.id - b.id),
        )
        .slice(q.offset, q.offset + q.limit)
        .map((f) => f.id);
    };

    /** Every third event updated once, so that row versions differ and a page must carry each event's own. */
    beforeAll(async () => {
      await sql`update events set name = name where id % 3 = 0`.execute(getDb());
    });

    /** Each row's version, read apart from the repository. */
    const rowVersions = async (page: readonly { id: number }[]) => {
      const { rows } = await sql<{ id: number; version: string }>`
        select id, row_version::text as version from events where id = any(${page.map((e) => e.id)}::int[])
      `.execute(getDb());
      return page.map(({ id }) => ({ id, version: rows.find((row) => row.id === id)?.version }));
    };

    // ~1,400 upcoming listed grid events: a first page walks 500 of them, so it sees only part of the area.
    it.each([
      ['wombat', 0], // enough name matches in the walk
      ['quokka', 0], // too few name matches walked: all name matches, found by their index, fill the page
      ['quokka', 25], // fewer name matches than the page reaches: the rest from the walk
      ['numbat', 0], // no name matches anywhere: every match from the walk
      ['dingo', 0], // too few matches walked, none in a name: the search of every match decides
      ['echidna', 0], // a name match walked but too few matches: the name matches, then the search of every match
      ['quokka wombat', 0],
      ['wombat', 400], // a deep page walks 20 events per event, here all of them
      ['quokka', 1_000], // past the last match: empty
    ])(
      '%s from offset %s, anywhere and around the city, lists what brute force lists',
      async (keyword, offset) => {
        for (const circleAround of [undefined, circle(CITY, 20)]) {
          const q = query({ words: keywordWords(keyword), startFrom: NOW, circle: circleAround, offset });
          const expected = expectedKeywordPage(q);
          expect(expected.length > 0).toBe(offset < 1_000);
          expect((await findEventPage(getDb(), q)).map((r) => r.id)).toEqual(expected);
          const versions = await findEventPageVersions(getDb(), q);
          expect(versions.map((r) => r.id)).toEqual(expected);
          expect(versions).toEqual(await rowVersions(versions));
        }
      },
    );

    it('pages past searches newest first the same way', async () => {
      const q = query({
        words: keywordWords('quokka'),
        startBefore: NOW,
        order: { column: 'start_time', direction: 'desc' },
        offset: 25,
      });
      const expected = expectedKeywordPage(q);
      expect(expected).toHaveLength(25);
      expect((await findEventPage(getDb(), q)).map((r) => r.id)).toEqual(expected);
    });
  });

  describe('the soonest ids of an alert poll (soonest-ids.repository.ts)', () => {
    const factOf = new Map<number, Fact>();
    beforeAll(() => {
      for (const fact of facts) factOf.set(fact.id, fact);
    });

    /** Every match through the search itself, page by page, in its own (ranked) order. */
    const everyMatchBySearch = async (q: EventPageQuery) => {
      const all: number[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = (await findEventPageVersions(getDb(), { ...q, offset, limit: 100 })).map((r) => r.id);
        all.push(...page);
        if (page.length < 100) return all;
      }
    };
    const byStart = (a: number, b: number) => {
      const [x, y] = [factOf.get(a) as Fact, factOf.get(b) as Fact];
      return x.start - y.start || x.id - y.id;
    };

    // Property: for any area, words, filters and page size, the poll's ids are the first matches of the search by
    // start time (brute force agrees), and without words they are the search's page itself, as before.
    it('are the search path’s matches, soonest first, for any criteria', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            dLat: fc.double({ min: -0.3, max: 0.3, noNaN: true }),
            dLon: fc.double({ min: -0.5, max: 0.5, noNaN: true }),
            radiusKm: fc.integer({ min: 1, max: 60 }),
            keyword: fc.constantFrom(
              '',
              '',
              'wombat',
              'quokka',
              'numbat',
              'dingo',
              'echidna',
              'quokka wombat',
            ),
            limit: fc.constantFrom(1, 7, 25, 100),
            topic: fc.constantFrom(undefined, 0, 1),
            type: fc.constantFrom(undefined, 0, 1),
          }),
          async ({ dLat, dLon, radiusKm, keyword, limit, topic, type }) => {
            const center = { lat: CITY.lat + dLat, lon: CITY.lon + dLon };
            const q = query({
              words: keywordWords(keyword),
              topicIds: topic === undefined ? [] : [ids.topics[topic] as number],
              typeIds: type === undefined ? [] : [ids.types[type] as number],
              circle: circle(center, radiusKm),
              startFrom: NOW,
              limit,
            });
            const poll = await findSoonestEventIds(getDb(), q);
            const has = (text: string) => q.words.every((word) => text.includes(word));
            const bruteForce = facts
              .filter((f) => f.listed && f.start >= NOW.getTime() && kmBetween(center, f) <= radiusKm)
              .filter((f) => has(f.text))
              .filter((f) => topic === undefined || f.topicId === ids.topics[topic])
              .filter((f) => type === undefined || f.typeId === ids.types[type])
              .sort((a, b) => a.start - b.start || a.id - b.id)
              .map((f) => f.id);
            expect(poll).toEqual(bruteForce.slice(0, limit));
            const search = await everyMatchBySearch(q);
            expect(poll).toEqual([...search].sort(byStart).slice(0, limit));
            // Without words the search's page is in start order already: the poll is that page (today's answer).
            if (q.words.length === 0) {
              expect(poll).toEqual((await findEventPageVersions(getDb(), q)).map((r) => r.id));
            } else if (search.length <= limit) {
              expect(new Set(poll)).toEqual(new Set(search));
            }
          },
        ),
        { numRuns: 25, seed: 13 },
      );
    }, 120_000);

    // A walk tests the unfolded text with unfoldedPattern before folding it (matchesAllWords({ walk: true })): that is
    // the search's own test only if every text whose folded form holds a word passes the unfolded test too.
    it('test the unfolded text first with a pattern every match passes', async () => {
      // Few letters, and texts made of the word with an 'e' after some of its letters (as folding drops them) between
      // random ends, so that many texts hold the word folded and many only nearly.
      const unit = fc.constantFrom('a', 'e', 'o', 'u', 'x', 'ä', 'ü', 'ß', 'é', 'E', '_', '%', '\\');
      const wordAndTexts = fc.string({ unit, minLength: 1, maxLength: 4 }).chain((word) =>
        fc.tuple(
          fc.constant(word),
          fc.array(
            fc
              .tuple(
                fc.string({ unit, maxLength: 3 }),
                fc.array(fc.boolean()),
                fc.string({ unit, maxLength: 3 }),
              )
              .map(([before, withE, after]) => {
                const spelled = [...word].map((letter, i) => (withE[i] ? `${letter}e` : letter)).join('');
                return before + spelled + after;
              }),
            { minLength: 1, maxLength: 30 },
          ),
        ),
      );
      await fc.assert(
        fc.asyncProperty(wordAndTexts, async ([word, texts]) => {
          const { rows } = await sql<{ t: string }>`
            select t from unnest(${texts}::text[]) t
            where fold_umlaut_digraphs(t) like ${foldedPattern(word)} and not t like ${unfoldedPattern(word)}`.execute(
            getDb(),
          );
          expect(rows).toEqual([]);
        }),
        { numRuns: 300, seed: 13 },
      );
    });

    // The poll folds an event name as the search does (case, umlauts and their digraphs, ß, accents), whichever walk it
    // takes: the cells of a small circle (migration 027) or the perimeter plan of a circle too wide for them.
    describe('fold the keyword as the search does', () => {
      const spot = { lat: 49.2, lon: 9.3 };
      const placed: Record<string, number> = {};
      beforeAll(async () => {
        const db = getDb();
        const at = JSON.stringify([{ geography: { type: 'Point', coordinates: [spot.lon, spot.lat] } }]);
        const add = async (key: string, name: string, description: string, days: number, more = {}) => {
          const start_time = new Date(NOW.getTime() + days * DAY);
          placed[key] = await insertEvent(db, { name, description, locations: at, start_time, ...more });
        };
        await add('nameUmlaut', 'Kundgebung in München', 'Für gute Luft.', 5);
        await add('nameSpelled', 'Demo in Muenchen-Pasing', 'Für Radwege.', 6);
        await add('descOnly', 'Mahnwache', 'Treffpunkt: Marienplatz, München.', 1);
        await add('street', 'Fahrraddemo', 'Start an der Leopoldstraße 5.', 2);
        await add('streetSpelled', 'Critical Mass', 'Treffen Leopoldstrasse Ecke Feilitzsch.', 3);
        await add('accent', 'Café-Treffen', 'Austausch bei Kaffee.', 4);
        await add('noSource', 'Sitzblockade München', 'Ohne Quelle.', 7, { organising_source_id: null });
        await add('pending', 'Demo München', 'Quelle nicht freigegeben.', 1, {
          organising_source_id: ids.pending,
        });
        await add('deleted', 'Demo München', 'Gelöscht.', 1, { deleted_at: NOW });
        await add('past', 'Demo München', 'Vorbei.', -1);
      });

      const walks = [
        ['the cells', 5],
        ['the perimeter plan', RADIUS_KM_MAX],
      ] as const;
      it.each(walks)('take %s (%s km)', (walk, radiusKm) => {
        const cells = cellCount(circle(spot, radiusKm).box);
        expect(walk === 'the cells' ? cells <= CELL_WALK_MAX_CELLS : cells > CELL_WALK_MAX_CELLS).toBe(true);
      });

      const munich = ['descOnly', 'nameUmlaut', 'nameSpelled', 'noSource'];
      const street = ['street', 'streetSpelled'];
      describe.each(walks)('through %s', (_walk, radiusKm) => {
        it.each([
          ['München', munich],
          ['muenchen', munich],
          ['Munchen', munich],
          ['MÜNCHEN', munich],
          ['Leopoldstraße', street],
          ['leopoldstrasse', street],
          ['LEOPOLDSTRASSE', street],
          ['cafe', ['accent']],
          ['café treffen!', ['accent']],
          ['café münchen', []],
        ])('%s finds what the search finds, soonest first', async (keyword, keys) => {
          const q = query({
            words: keywordWords(keyword),
            circle: circle(spot, radiusKm),
            startFrom: NOW,
            limit: 100,
          });
          const poll = await findSoonestEventIds(getDb(), q);
          expect(poll).toEqual(keys.map((key) => placed[key]));
          const search = (await findEventPageVersions(getDb(), q)).map((row) => row.id);
          expect(new Set(poll)).toEqual(new Set(search));
        });
      });
    });

    // 40 km holds ~1,400 upcoming grid events and a page of 25 or fewer walks 500 of them: 'quokka' (one in three)
    // fills its page from the walk; 'dingo' (one in 97) and 'echidna' (one in 200) need the search of every match.
    it.each([
      ['quokka', 25],
      ['dingo', 7],
      ['echidna', 7],
    ])('%s: the walk or the search of every match finds the first %s', async (keyword, limit) => {
      const q = query({ words: keywordWords(keyword), circle: circle(CITY, 40), startFrom: NOW, limit });
      const expected = facts
        .filter((f) => f.listed && f.start >= NOW.getTime() && kmBetween(CITY, f) <= 40)
        .filter((f) => f.text.includes(keyword))
        .sort((a, b) => a.start - b.start || a.id - b.id)
        .map((f) => f.id);
      expect(expected.length).toBeGreaterThan(limit);
      expect(await findSoonestEventIds(getDb(), q)).toEqual(expected.slice(0, limit));
    });
  });
});
