import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanText,
  decodeHtmlEntities,
  foldForIdentity,
  nameFromText,
  repairHyphenation,
  splitSeries,
} from './text.js';

describe('repairHyphenation', () => {
  it.each([
    ['Menschenrec- htsverletzungen', 'Menschenrechtsverletzungen'],
    ['Falun Gong-Praktizieren- den', 'Falun Gong-Praktizierenden'],
    ['Wiederer- öffnung der Gotteshäu- ser', 'Wiedereröffnung der Gotteshäuser'],
  ])('joins line-break debris: %j', (input, expected) => {
    expect(repairHyphenation(input)).toBe(expected);
  });

  it.each([
    'Tierrechts- und Vegan-Aktion',
    'Meinungs- und Pressefreiheit',
    'Ein- bis Zweifamilienhäuser',
    'Jugendlichen- Schluß mit Gewalt',
    'Kaiser-Friedrich-Str.',
  ])('keeps real elisions and compounds: %j', (text) => {
    expect(repairHyphenation(text)).toBe(text);
  });

  it('changes nothing in text without a hyphen followed by a space', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/-\s/.test(text));
        expect(repairHyphenation(text)).toBe(text);
      }),
    );
  });

  it('is idempotent', () => {
    const words = fc.array(
      fc.constantFrom('Klima-', 'schutz', 'und', 'Tierrechts-', 'Aktion', 'Rec-', 'hte', ' '),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(words, (parts) => {
        const once = repairHyphenation(parts.join(' '));
        expect(repairHyphenation(once)).toBe(once);
      }),
    );
  });
});

describe('splitSeries', () => {
  it('moves the Berlin series note to its own field', () => {
    expect(splitSeries('Menschenrechte (vom 17.08. bis 18.08.2026 - täglich)')).toEqual({
      text: 'Menschenrechte',
      series: 'vom 17.08. bis 18.08.2026 - täglich',
    });
    expect(splitSeries('Diskurs üben (vom 05.01. bis 28.12.2026 - jeweils )')).toEqual({
      text: 'Diskurs üben',
      series: 'vom 05.01. bis 28.12.2026',
    });
  });

  it('leaves brackets that are not a series note', () => {
    expect(splitSeries('Kundgebung (NPD)')).toEqual({ text: 'Kundgebung (NPD)', series: null });
  });
});

describe('names and identity', () => {
  it('keeps short names and cuts long ones at a sentence or word', () => {
    expect(nameFromText('Tierleid und Klimakrise stoppen!')).toBe('Tierleid und Klimakrise stoppen!');
    const long = `Mahnwache vor dem RKI. ${'Kritisiert wird die Rolle des RKI. '.repeat(10)}`;
    expect(nameFromText(long)).toBe('Mahnwache vor dem RKI.');
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => {
        expect(nameFromText(text).length).toBeLessThanOrEqual(160);
      }),
    );
  });

  it('folds case, accents, punctuation and spacing, so a comma added to a title is no new event', () => {
    expect(foldForIdentity('Wer schweigt, stimmt zu')).toBe(foldForIdentity('Wer schweigt stimmt zu'));
    expect(foldForIdentity('Straße  ÄRGER')).toBe('strasse arger');
  });

  it('cleans whitespace and control characters', () => {
    expect(cleanText('  a\u00a0\n b  ')).toBe('a b');
  });
});

describe('decodeHtmlEntities', () => {
  it('decodes the character references the Berlin JSON carries', () => {
    expect(decodeHtmlEntities('Warschauer Brücke &#8594; Warschauer Str. &amp; &#x2013; &quot;x&quot;')).toBe(
      'Warschauer Brücke → Warschauer Str. & – "x"',
    );
    expect(decodeHtmlEntities('&unknown; &#0;')).toBe('&unknown; &#0;');
  });
});
