import fc from 'fast-check';
import { foldLines as libraryFoldLines } from 'ical-generator';
import { describe, expect, it } from 'vitest';
import type { Event } from '../events/events.schemas.js';
import { buildCalendar, type CalendarOptions, createCalendar } from './ics.js';
import { foldLines } from './ics-text.js';

const OPTIONS: CalendarOptions = {
  publicUrl: 'https://assembly.example.org',
  language: 'de',
  name: 'Versammlungsfinder',
  description:
    'Demonstrationen, Streiks und Aufzüge aus dem Versammlungsfinder. Daten: Versammlungsfinder (https://assembly.example.org), lizenziert unter CC BY-SA 4.0.',
  topicNames: new Map([
    [1, 'Klima'],
    [2, 'Arbeit & Soziales'],
  ]),
  attribution: 'Daten: Versammlungsfinder, lizenziert unter CC BY-SA 4.0.',
};

const eventOf = (i: number, text: { name: string; description: string; place: string }): Event => ({
  id: 100 + i,
  name: text.name,
  description: text.description,
  short_description: i % 2 === 0 ? text.description.slice(0, 40) : null,
  url: null,
  event_type_id: 1,
  topic_ids: i % 3 === 0 ? [] : [1, 2],
  locations:
    i % 4 === 0
      ? []
      : [
          {
            geography: { type: 'Point', coordinates: [13.4 + i / 100, 52.5] },
            city: text.place,
            zip_code: '10115',
            street: 'Unter den Linden',
          },
        ],
  raw_location: text.place,
  start_time: new Date(Date.UTC(2026, 2, 28 + (i % 5), 23, 30)).toISOString(),
  end_time: i % 2 === 0 ? null : new Date(Date.UTC(2026, 2, 29 + (i % 5), 2)).toISOString(),
  raw_participants: null,
  raw_organiser: null,
  organising_source_id: 1,
  status: i % 5 === 0 ? 'cancelled' : 'scheduled',
  create_time: '2026-01-01T10:00:00.000Z',
  updated_at: new Date(Date.UTC(2026, 0, 2, 10, 0, i)).toISOString(),
  also_published_as: [],
});

describe('calendar text folded in one pass', () => {
  it('folds exactly as ical-generator does, any text (umlauts, emoji, lone surrogates, long lines)', () => {
    const piece = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 120 }),
      fc.string({ unit: 'binary', maxLength: 120 }),
      fc.constantFrom('\r\n', 'ä'.repeat(80), '😀'.repeat(30), '\ud800', '\udc00x', '\ud800\ud800'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const text = pieces.join('');
        expect(foldLines(text)).toBe(libraryFoldLines(text));
      }),
      { numRuns: 500 },
    );
  });

  it('writes the same bytes as the library’s toString(), with no events and with many', () => {
    const text = fc.record({
      name: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 100 }),
      description: fc.string({ unit: 'grapheme', maxLength: 400 }),
      place: fc.string({ unit: 'grapheme', maxLength: 60 }),
    });
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 6 }),
        fc.string({ maxLength: 90 }),
        fc.option(fc.integer({ min: 0, max: 10_080 }), { nil: undefined }),
        (texts, name, reminderMinutes) => {
          const events = texts.map((t, i) => eventOf(i, t));
          const options = { ...OPTIONS, name: name || OPTIONS.name, reminderMinutes };
          expect(buildCalendar(events, options)).toBe(createCalendar(events, options).toString());
        },
      ),
      { numRuns: 100 },
    );
  });
});
