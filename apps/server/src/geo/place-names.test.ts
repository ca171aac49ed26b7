import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asciiPlaceName, isSamePlaceName, normalisePlaceName } from './place-names.js';

// Names built from the letters German, Austrian and Swiss place names use, with spaces, hyphens, brackets.
const placeName = fc
  .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzäöüßABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜéèàç -()/.'), {
    minLength: 1,
    maxLength: 30,
  })
  .map((chars) => chars.join(''));

const spellOutUmlauts = (name: string) =>
  name.replace(/[äöüÄÖÜ]/g, (u) => ({ ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' })[u] ?? u);
const dropUmlautDots = (name: string) =>
  name.replace(/[äöüÄÖÜ]/g, (u) => ({ ä: 'a', ö: 'o', ü: 'u', Ä: 'A', Ö: 'O', Ü: 'U' })[u] ?? u);

describe('place name keys', () => {
  it.each([
    ['München', 'muenchen', 'munchen'],
    ['MÜNCHEN', 'muenchen', 'munchen'],
    ['Gießen', 'giessen', 'giessen'],
    ['Frankfurt (Oder)', 'frankfurt oder', 'frankfurt oder'],
    ['Halle / Saale', 'halle saale', 'halle saale'],
    ['Genève', 'geneve', 'geneve'],
    ['  Bad   Tölz ', 'bad toelz', 'bad tolz'],
  ])('%s becomes %s and %s', (name, normalised, ascii) => {
    expect(normalisePlaceName(name)).toBe(normalised);
    expect(asciiPlaceName(name)).toBe(ascii);
  });

  it('finds München whether it is typed München, Muenchen or Munchen', () => {
    for (const typed of ['München', 'muenchen', 'Munchen', 'MUENCHEN', 'münchen']) {
      expect(isSamePlaceName(typed, 'München')).toBe(true);
    }
  });

  it('keeps Neuenkirchen and Neunkirchen apart', () => {
    expect(isSamePlaceName('Neuenkirchen', 'Neunkirchen')).toBe(false);
  });

  it('yields only lower-case letters, digits and single inner spaces', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        for (const key of [normalisePlaceName(name), asciiPlaceName(name)]) {
          expect(key).toMatch(/^([a-z0-9]+( [a-z0-9]+)*)?$/);
        }
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(normalisePlaceName(normalisePlaceName(name))).toBe(normalisePlaceName(name));
        expect(asciiPlaceName(asciiPlaceName(name))).toBe(asciiPlaceName(name));
      }),
    );
  });

  it('ignores letter case', () => {
    fc.assert(
      fc.property(placeName, (name) => {
        expect(normalisePlaceName(name.toUpperCase())).toBe(normalisePlaceName(name));
        expect(asciiPlaceName(name.toLowerCase())).toBe(asciiPlaceName(name));
      }),
    );
  });

  it('matches a name with its umlauts spelled out or with their dots dropped', () => {
    fc.assert(
      fc.property(placeName, (name) => {
        expect(isSamePlaceName(spellOutUmlauts(name), name)).toBe(true);
        expect(isSamePlaceName(dropUmlautDots(name), name)).toBe(true);
      }),
    );
  });

  it('matches names written with decomposed umlauts (as macOS file names arrive)', () => {
    fc.assert(
      fc.property(placeName, (name) => {
        expect(normalisePlaceName(name.normalize('NFD'))).toBe(normalisePlaceName(name));
      }),
    );
  });
});
