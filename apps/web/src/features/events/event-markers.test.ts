import { describe, expect, it } from 'vitest';
import {
  eventMarkers,
  FALLBACK_MARKER_COLORS,
  markerColorOf,
  organisingSourceIds,
  routeMarkers,
} from './event-markers';
import { testEvent } from './test-events';

const now = new Date('2030-06-01T00:00:00.000Z');
const police = { map_marker_color_default: '#0044aa', map_marker_color_past: '#99aacc' };

describe('marker colours', () => {
  it('use the source type’s default colour for upcoming events and its past colour once over', () => {
    expect(markerColorOf({ start_time: '2030-06-14T12:00:00Z', end_time: null }, police, now)).toBe(
      '#0044aa',
    );
    expect(markerColorOf({ start_time: '2030-05-14T12:00:00Z', end_time: null }, police, now)).toBe(
      '#99aacc',
    );
  });

  it('fall back to the app’s colours when the source type is unknown', () => {
    expect(markerColorOf({ start_time: '2030-06-14T12:00:00Z', end_time: null }, undefined, now)).toBe(
      FALLBACK_MARKER_COLORS.default,
    );
  });
});

describe('eventMarkers', () => {
  it('puts one marker at the first location of each event, even for a march with a route', () => {
    const march = testEvent({
      id: 4,
      organising_source_id: 9,
      locations: [
        { geography: { type: 'Point', coordinates: [13.1, 52.1] } },
        { geography: { type: 'Point', coordinates: [13.2, 52.2] } },
      ],
    });
    expect(eventMarkers([march], new Map([[9, police]]), now)).toEqual([
      { id: 4, lng: 13.1, lat: 52.1, color: '#0044aa', title: 'Event 4' },
    ]);
  });

  it('skips events without a location', () => {
    expect(eventMarkers([testEvent({ id: 1, locations: [] })], new Map(), now)).toEqual([]);
  });

  it('numbers every location of a march in order for the event page', () => {
    const march = testEvent({
      id: 4,
      locations: [
        { geography: { type: 'Point', coordinates: [13.1, 52.1] }, street: 'Start', city: 'Berlin' },
        { geography: { type: 'Point', coordinates: [13.2, 52.2] }, street: 'End', city: 'Berlin' },
      ],
    });
    expect(routeMarkers(march, '#123456').map(({ id, lng, title }) => ({ id, lng, title }))).toEqual([
      { id: 1, lng: 13.1, title: 'Start, Berlin' },
      { id: 2, lng: 13.2, title: 'End, Berlin' },
    ]);
  });

  it('collects each organising source once, for one /v1/source/multi call', () => {
    const events = [3, 1, 3, null].map((source, index) =>
      testEvent({ id: index + 1, organising_source_id: source }),
    );
    expect(organisingSourceIds(events)).toEqual([1, 3]);
  });
});
