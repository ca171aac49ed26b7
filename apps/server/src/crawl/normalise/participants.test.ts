import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseParticipants } from './participants.js';

describe('parseParticipants', () => {
  it.each([
    ['4.000', { min: 4000, max: 4000 }],
    ['10.000', { min: 10000, max: 10000 }],
    ['200-300', { min: 200, max: 300 }],
    ['80 bis 100', { min: 80, max: 100 }],
    ['ca. 50', { min: 50, max: 50 }],
    ['bis zu 500', { min: null, max: 500 }],
    ['über 1.000 Personen', { min: 1000, max: null }],
  ])('reads %j', (text, expected) => {
    expect(parseParticipants(text)).toEqual(expected);
  });

  it('gives nothing for text that is no number', () => {
    expect(parseParticipants('unbekannt')).toBeUndefined();
    expect(parseParticipants(null)).toBeUndefined();
  });

  it('reads any range written with German thousands separators, min never above max', () => {
    const german = (n: number) => n.toLocaleString('de-DE');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.constantFrom('-', ' - ', ' bis ', '–'),
        (a, b, dash) => {
          const parsed = parseParticipants(`${german(a)}${dash}${german(b)}`);
          expect(parsed).toEqual({ min: Math.min(a, b), max: Math.max(a, b) });
        },
      ),
    );
  });
});
