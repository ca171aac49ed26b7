import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideKeywordPage, NAME_MATCHES_NEEDED, WALK_MAX, walkSize } from './keyword-page.js';

/**
 * An area's events in start order: whether each matches the words, and whether its name holds them too. Each
 * area has its own shares of both, so areas without name matches, or with matches only here and there, come up.
 */
const area = fc
  .tuple(
    fc.constantFrom(0, 0.05, 0.5),
    fc.constantFrom(0.1, 0.5, 1),
    fc.array(
      fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })),
      {
        maxLength: 80,
      },
    ),
  )
  .map(([nameShare, matchShare, draws]) =>
    draws.map(([name, match]) => ({
      nameMatch: name < nameShare,
      match: name < nameShare || match < matchShare,
    })),
  );

describe('decideKeywordPage', () => {
  it('decides only pages equal to ranking every match, names first, and needs the name matches only once', () => {
    fc.assert(
      fc.property(
        area,
        fc.nat(80),
        fc.nat(30),
        fc.integer({ min: 1, max: 25 }),
        (events, walked, offset, limit) => {
          const withIds = events.map((event, id) => ({ id, ...event }));
          const matches = withIds.filter((event) => event.match);
          const ranked = [...matches.filter((e) => e.nameMatch), ...matches.filter((e) => !e.nameMatch)];
          const expected = ranked.slice(offset, offset + limit).map((e) => e.id);
          const walk = {
            matches: matches.filter((e) => e.id < walked).map(({ id, nameMatch }) => ({ id, nameMatch })),
            complete: walked >= events.length,
          };
          let page = decideKeywordPage(walk, offset, limit);
          if (page === undefined) {
            // Without a name lookup, only words rare in the walk go to the search of every match.
            expect(walk.matches.some((match) => match.nameMatch)).toBe(false);
            expect(walk.matches.length).toBeLessThan(offset + limit);
          }
          if (page === NAME_MATCHES_NEEDED) {
            const nameMatches = matches.filter((e) => e.nameMatch).map((e) => e.id);
            page = decideKeywordPage(walk, offset, limit, nameMatches.slice(0, offset + limit));
            expect(page).not.toBe(NAME_MATCHES_NEEDED);
          }
          if (page !== undefined) expect(page).toEqual(expected);
          if (walk.complete) expect(page).toEqual(expected);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('takes a page of the walk alone when the walk holds enough name matches', () => {
    const matches = Array.from({ length: 30 }, (_, id) => ({ id, nameMatch: id % 2 === 0 }));
    expect(decideKeywordPage({ matches, complete: false }, 0, 10)).toEqual([
      0, 2, 4, 6, 8, 10, 12, 14, 16, 18,
    ]);
  });

  it('asks for the name matches when the walk holds a few of them, and then takes the others from the walk', () => {
    const matches = Array.from({ length: 30 }, (_, id) => ({ id, nameMatch: id === 3 }));
    const walk = { matches, complete: false };
    expect(decideKeywordPage(walk, 0, 10)).toBe(NAME_MATCHES_NEEDED);
    expect(decideKeywordPage(walk, 0, 10, [3, 99])).toEqual([3, 99, 0, 1, 2, 4, 5, 6, 7, 8]);
  });

  it('leaves a page to the search of every match when the walk holds too few matches', () => {
    const noName = { matches: [{ id: 1, nameMatch: false }], complete: false };
    expect(decideKeywordPage(noName, 0, 25)).toBeUndefined();
    const oneName = { matches: [{ id: 1, nameMatch: true }], complete: false };
    expect(decideKeywordPage(oneName, 0, 25)).toBe(NAME_MATCHES_NEEDED);
    expect(decideKeywordPage(oneName, 0, 25, [1, 7])).toBeUndefined();
  });
});

describe('walkSize', () => {
  it('walks 20 events per event of the pages asked for, at least 500 and at most WALK_MAX', () => {
    expect(walkSize(0, 25)).toBe(500);
    expect(walkSize(25, 25)).toBe(1_000);
    expect(walkSize(5_000, 25)).toBe(WALK_MAX);
  });
});
