import { describe, expect, it } from 'vitest';
import {
  eventCity,
  formatEventDateTime,
  formatEventShort,
  formatEventTimeRange,
  formatLocation,
  isPastEvent,
  safeHttpUrl,
} from './format';

// 14 June 2025 12:00 UTC is 14:00 in Berlin (summer time); 15 January 12:00 UTC is 13:00 (winter).
const summer = '2025-06-14T12:00:00.000Z';
const summerLater = '2025-06-14T15:00:00.000Z';
const winter = '2025-01-15T12:00:00.000Z';
// ICU versions differ in thin and narrow no-break spaces; the words and order are what matter.
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe('event times', () => {
  it('show Berlin time with the zone, in each language’s format', () => {
    expect(plain(formatEventDateTime(summer, 'en'))).toBe('Sat, Jun 14, 2025, 2:00 PM GMT+2');
    expect(plain(formatEventDateTime(summer, 'de'))).toBe('Sa., 14. Juni 2025, 14:00 MESZ');
    expect(plain(formatEventDateTime(winter, 'de'))).toBe('Mi., 15. Jan. 2025, 13:00 MEZ');
  });

  it('write a same-day range with the date once', () => {
    expect(plain(formatEventTimeRange(summer, summerLater, 'en'))).toBe(
      'Sat, Jun 14, 2025, 2:00 – 5:00 PM GMT+2',
    );
    expect(plain(formatEventTimeRange(summer, summerLater, 'de'))).toBe(
      'Sa., 14. Juni 2025, 14:00–17:00 Uhr MESZ',
    );
  });

  it('show only the start when there is no end', () => {
    expect(formatEventTimeRange(summer, null, 'en')).toBe(formatEventDateTime(summer, 'en'));
  });

  it('are compact in lists', () => {
    expect(plain(formatEventShort(summer, 'en'))).toBe('6/14/25, 2:00 PM');
    expect(plain(formatEventShort(summer, 'de'))).toBe('14.06.25, 14:00');
  });
});

describe('isPastEvent', () => {
  const now = new Date('2025-06-14T13:00:00.000Z');
  it('is past once the end is over, or the start when there is no end', () => {
    expect(isPastEvent({ start_time: summer, end_time: summerLater }, now)).toBe(false);
    expect(isPastEvent({ start_time: summer, end_time: null }, now)).toBe(true);
    expect(isPastEvent({ start_time: summerLater, end_time: null }, now)).toBe(false);
  });
});

describe('formatLocation', () => {
  it('joins street, number, zip and city in German address order, skipping what is missing', () => {
    const point = { type: 'Point' as const, coordinates: [13.41, 52.52] };
    expect(
      formatLocation({
        geography: point,
        street: 'Alexanderplatz',
        house_number: '1',
        zip_code: '10178',
        city: 'Berlin',
      }),
    ).toBe('Alexanderplatz 1, 10178 Berlin');
    expect(formatLocation({ geography: point, city: 'Berlin', street: null })).toBe('Berlin');
    expect(eventCity({ locations: [] })).toBe('');
  });
});

describe('safeHttpUrl', () => {
  it('lets only http and https links through', () => {
    expect(safeHttpUrl('https://example.org/demo')).toBe('https://example.org/demo');
    expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeHttpUrl('not a url')).toBeUndefined();
    expect(safeHttpUrl(null)).toBeUndefined();
  });
});
