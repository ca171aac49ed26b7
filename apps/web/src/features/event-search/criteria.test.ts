import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CRITERIA, type EventSearchCriteria, hasSearchArea } from './criteria';
import { criteriaFromQuery, queryFromCriteria } from './criteria-url';
import { searchRequestOf, timeFiltersOf } from './search-request';

const roundTrip = (criteria: EventSearchCriteria) =>
  criteriaFromQuery(new URLSearchParams(queryFromCriteria(criteria).toString()));

describe('event search criteria in the URL query', () => {
  it('a default search has an empty query and reads back as the defaults', () => {
    expect(queryFromCriteria(DEFAULT_CRITERIA).toString()).toBe('');
    expect(criteriaFromQuery(new URLSearchParams())).toEqual(DEFAULT_CRITERIA);
  });

  it('keeps every part of an address search through the URL', () => {
    const criteria: EventSearchCriteria = {
      keyword: 'Klima Demo',
      time: { mode: 'range', from: '2026-03-02', to: '2026-03-08' },
      topicIds: [3, 1],
      typeIds: [2],
      area: { mode: 'address', city: 'München', zip: '80331', country: 'AT', radiusKm: 25 },
    };
    expect(roundTrip(criteria)).toEqual({ ...criteria, topicIds: [1, 3] });
  });

  it('keeps a perimeter search with its centre and radius', () => {
    const criteria: EventSearchCriteria = {
      ...DEFAULT_CRITERIA,
      time: { mode: 'past' },
      area: { mode: 'perimeter', center: { lat: 52.52, lng: 13.405 }, radiusKm: 5 },
    };
    expect(roundTrip(criteria)).toEqual(criteria);
    expect(queryFromCriteria(criteria).get('area')).toBe('perimeter');
  });

  it('keeps a future search from a chosen day', () => {
    const criteria: EventSearchCriteria = {
      ...DEFAULT_CRITERIA,
      time: { mode: 'future', from: '2026-05-01' },
    };
    expect(roundTrip(criteria)).toEqual(criteria);
  });

  it('round-trips any valid criteria (property)', () => {
    const day = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    const ids = fc
      .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 5 })
      .map((list) => list.sort((a, b) => a - b));
    const text = fc.string({ maxLength: 30 }).map((s) => s.trim());
    const coordinate = (max: number) => fc.integer({ min: -max * 1e5, max: max * 1e5 }).map((n) => n / 1e5);
    const criteria = fc.record<EventSearchCriteria>({
      keyword: text,
      time: fc.oneof(
        fc.constant({ mode: 'future' as const }),
        day.map((from) => ({ mode: 'future' as const, from })),
        fc.constant({ mode: 'past' as const }),
        fc
          .tuple(day, day)
          .map((days) => days.sort())
          .map(([from, to]) => ({ mode: 'range' as const, from, to })),
      ),
      topicIds: ids,
      typeIds: ids,
      area: fc.oneof(
        fc.record({
          mode: fc.constant('address' as const),
          city: text.map((s) => s.slice(0, 120)),
          zip: fc.stringMatching(/^\d{0,5}$/),
          country: fc.constantFrom('DE', 'AT', 'CH', 'FR'),
          radiusKm: fc.integer({ min: 1, max: 200 }),
        }),
        fc.record({
          mode: fc.constant('perimeter' as const),
          center: fc.record({ lat: coordinate(90), lng: coordinate(180) }),
          radiusKm: fc.integer({ min: 1, max: 200 }),
        }),
      ),
    });
    fc.assert(
      fc.property(criteria, (value) => {
        expect(roundTrip(value)).toEqual(value);
      }),
    );
  });

  it('falls back to defaults for malformed parts of an edited link', () => {
    const query = new URLSearchParams(
      'time=range&from=2026-02-30&to=x&topics=1,abc,-2,1,3&types=0&area=perimeter&lat=91&lng=10&radius=9999',
    );
    expect(criteriaFromQuery(query)).toEqual({
      ...DEFAULT_CRITERIA,
      topicIds: [1, 3],
      area: { mode: 'perimeter', radiusKm: 10 },
    });
    expect(criteriaFromQuery(new URLSearchParams('country=germany')).area).toMatchObject({ country: 'DE' });
  });

  it('orders a reversed date range', () => {
    const time = criteriaFromQuery(new URLSearchParams('time=range&from=2026-03-08&to=2026-03-02')).time;
    expect(time).toEqual({ mode: 'range', from: '2026-03-02', to: '2026-03-08' });
  });
});

describe('criteria → search request', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('an upcoming search starts now; a chosen day starts at its midnight in Germany', () => {
    expect(timeFiltersOf({ mode: 'future' }, now)).toEqual({ start_time_start: now.toISOString() });
    expect(timeFiltersOf({ mode: 'future', from: '2026-03-05' }, now)).toEqual({
      start_time_start: '2026-03-04T23:00:00.000Z',
    });
  });

  it('a range covers both days entirely; past asks for past events', () => {
    expect(timeFiltersOf({ mode: 'range', from: '2026-03-02', to: '2026-03-08' }, now)).toEqual({
      start_time_start: '2026-03-01T23:00:00.000Z',
      start_time_end: '2026-03-08T22:59:59.999Z',
    });
    expect(timeFiltersOf({ mode: 'past' }, now)).toEqual({ past: true });
  });

  it('builds an address search in the current language and leaves empty filters out (no selection = all)', () => {
    const criteria: EventSearchCriteria = {
      ...DEFAULT_CRITERIA,
      keyword: '  Streik ',
      area: { mode: 'address', city: ' Köln ', zip: '', country: 'DE', radiusKm: 10 },
    };
    expect(searchRequestOf(criteria, 'de', now)).toEqual({
      kind: 'address',
      addressLanguage: 'de',
      body: {
        keyword: 'Streik',
        start_time_start: now.toISOString(),
        city: 'Köln',
        country: 'DE',
        radius_km: 10,
      },
    });
  });

  it('builds a perimeter search from the centre and radius', () => {
    const criteria: EventSearchCriteria = {
      ...DEFAULT_CRITERIA,
      topicIds: [4],
      typeIds: [1, 2],
      area: { mode: 'perimeter', center: { lat: 51.05, lng: 13.74 }, radiusKm: 3 },
    };
    expect(searchRequestOf(criteria, 'en', now)).toEqual({
      kind: 'perimeter',
      body: {
        topic_ids: [4],
        type_ids: [1, 2],
        start_time_start: now.toISOString(),
        latitude: 51.05,
        longitude: 13.74,
        radius_km: 3,
      },
    });
  });

  it('searches every event, soonest first, until a place is named', () => {
    expect(hasSearchArea(DEFAULT_CRITERIA)).toBe(false);
    expect(searchRequestOf({ ...DEFAULT_CRITERIA, keyword: ' Klima ' }, 'en', now)).toEqual({
      kind: 'everywhere',
      body: {
        keyword: 'Klima',
        start_time_start: now.toISOString(),
        sorting_key: 'start_time',
        sorting_direction: 'asc',
      },
    });
    const perimeter: EventSearchCriteria = { ...DEFAULT_CRITERIA, area: { mode: 'perimeter', radiusKm: 10 } };
    expect(searchRequestOf(perimeter, 'en', now)?.kind).toBe('everywhere');
    const past: EventSearchCriteria = { ...DEFAULT_CRITERIA, time: { mode: 'past' } };
    expect(searchRequestOf(past, 'en', now)).toEqual({
      kind: 'everywhere',
      body: { past: true, sorting_key: 'start_time', sorting_direction: 'desc' },
    });
    const zipOnly: EventSearchCriteria = {
      ...DEFAULT_CRITERIA,
      area: { mode: 'address', city: '', zip: '10115', country: 'DE', radiusKm: 10 },
    };
    expect(hasSearchArea(zipOnly)).toBe(true);
  });
});
