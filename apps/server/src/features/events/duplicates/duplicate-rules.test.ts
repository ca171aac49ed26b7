import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDuplicates, isSameAssemblyName, nameSimilarity, nameWords } from './duplicate-rules.js';

// Names as the database folds them (lower case, no accents, ä/ae as a): fold_umlaut_digraphs(lower(unaccent(name))).
describe('duplicate rules', () => {
  it('drops stop words, words of two letters and repeats', () => {
    expect(nameWords('kundgebung: fur frieden und freiheit in berlin – frieden!')).toEqual([
      'frieden',
      'freiheit',
    ]);
  });

  it.each([
    [
      'mahnwache fur frieden und menschenrechte weltweit',
      'mahnwache fur frieden und menschenrechte weltweit (vom 02.03. bis 26.10.2026 - jeweils mo.)',
    ],
    [
      'gemeinsam sicher auf der kantstrasse',
      'gemeinsam sicher auf der kantstr.! fur sicheres radfahren in charlottenburg',
    ],
    ['frieden schaffen ohne waffen', 'demo: frieden schaffen ohne waffen'],
    ['antikriegsmahnwache', 'fortsetzung unserer antikriegsmahnwachen'],
  ])('holds "%s" and "%s" for the same assembly', (a, b) => {
    expect(isSameAssemblyName(a, b)).toBe(true);
  });

  it.each([
    ['kundgebung gegen mietenwahnsinn', 'mahnwache fur frieden und menschenrechte weltweit'],
    ['demo', 'kundgebung'],
    ['solidaritat mit der ukraine', 'menschenrechte im iran'],
  ])('tells "%s" from "%s"', (a, b) => {
    expect(isSameAssemblyName(a, b)).toBe(false);
  });

  const folded = fc.stringMatching(/^[a-z ]{0,40}$/);
  it('similarity is symmetric, within 0…1, and 1 for a name with a word against itself', () => {
    fc.assert(
      fc.property(folded, folded, (a, b) => {
        const ab = nameSimilarity(a, b);
        expect(ab).toBe(nameSimilarity(b, a));
        expect(ab).toBeGreaterThanOrEqual(0);
        expect(ab).toBeLessThanOrEqual(1);
        if (nameWords(a).length > 0) expect(nameSimilarity(a, a)).toBe(1);
      }),
    );
  });

  const members = fc.uniqueArray(
    fc.record({ id: fc.integer({ min: 1, max: 30 }), isCrawled: fc.boolean() }),
    {
      selector: (m) => m.id,
      maxLength: 12,
    },
  );
  it('groups connected members under one canonical event, whatever the order of the pairs', () => {
    fc.assert(
      fc.property(members, fc.array(fc.tuple(fc.nat(11), fc.nat(11))), (list, picks) => {
        const pairs = picks
          .filter(([a, b]) => a < list.length && b < list.length && a !== b)
          .map(([a, b]) => [list[a]?.id, list[b]?.id] as [number, number]);
        const groups = groupDuplicates(list, pairs);
        expect(groups).toEqual(groupDuplicates([...list].reverse(), [...pairs].reverse()));
        // Every pair ends in one group; every group's canonical event is a crawled one if it has any, else the lowest id.
        for (const [a, b] of pairs) expect(groups.get(a)).toBe(groups.get(b));
        const byCanonical = new Map<number, typeof list>();
        for (const member of list) {
          const canonical = groups.get(member.id);
          if (canonical === undefined) continue;
          byCanonical.set(canonical, [...(byCanonical.get(canonical) ?? []), member]);
        }
        for (const [canonical, group] of byCanonical) {
          expect(group.length).toBeGreaterThanOrEqual(2);
          const crawled = group.filter((m) => m.isCrawled);
          const expected = Math.min(...(crawled.length > 0 ? crawled : group).map((m) => m.id));
          expect(canonical).toBe(expected);
        }
        const paired = new Set(pairs.flat());
        for (const member of list) expect(groups.has(member.id)).toBe(paired.has(member.id));
      }),
    );
  });
});
