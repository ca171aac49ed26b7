import { describe, expect, it } from 'vitest';
import { FALLBACK_MARKER_COLORS } from './event-markers';
import { toMapMarkers } from './home-events';

const now = new Date('2026-05-01T12:00:00Z');
const seconds = (iso: string) => Date.parse(iso) / 1000;
const sourceTypes = [{ id: 4, map_marker_color_default: '#00aa00', map_marker_color_past: '#999999' }];

describe('home map markers', () => {
  it('places each event at its coordinates, titled by its name, in its source type colour', () => {
    const markers = toMapMarkers(
      { source_types: sourceTypes, markers: [[7, 13.4, 52.5, 4, seconds('2026-05-02T10:00:00Z'), 'Demo 7']] },
      now,
    );
    expect(markers).toEqual([{ id: 7, lng: 13.4, lat: 52.5, color: '#00aa00', title: 'Demo 7' }]);
  });

  it('uses the past colour for an event that has started', () => {
    const [marker] = toMapMarkers(
      { source_types: sourceTypes, markers: [[7, 13.4, 52.5, 4, seconds('2026-05-01T11:00:00Z'), 'Demo 7']] },
      now,
    );
    expect(marker?.color).toBe('#999999');
  });

  it('falls back to the app colours without a source type or with an unknown one', () => {
    const markers = toMapMarkers(
      {
        source_types: sourceTypes,
        markers: [
          [1, 13.4, 52.5, null, seconds('2026-05-02T10:00:00Z'), 'No organiser'],
          [2, 13.4, 52.5, 99, seconds('2026-04-30T10:00:00Z'), 'Unknown type, past'],
        ],
      },
      now,
    );
    expect(markers.map((marker) => marker.color)).toEqual([
      FALLBACK_MARKER_COLORS.default,
      FALLBACK_MARKER_COLORS.past,
    ]);
  });
});
