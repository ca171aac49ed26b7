import { describe, expect, it } from 'vitest';
import { alertExportLinks } from './alert-export';
import { newAlert } from './alert-polling';

describe('an alert’s export links', () => {
  it('carry every criterion of a perimeter alert, with webcal: and feed: schemes', () => {
    const alert = newAlert(
      {
        alertType: 'perimeter',
        name: 'Mitte & mehr',
        eventName: 'Klima',
        eventTopicIDs: [2, 5],
        eventTypeIDs: [1],
        lat: 52.52,
        long: 13.405,
        radius: 7,
      },
      0,
    );
    const links = alertExportLinks('https://example.org', alert);
    const calendar = new URL(links.calendar.replace(/^webcal:/, 'https:'));
    expect(links.calendar.startsWith('webcal://example.org/v1/export/ics/events.ics?')).toBe(true);
    expect(calendar.searchParams.get('limit')).toBe('50');
    expect(calendar.searchParams.get('offset')).toBe('0');
    expect(calendar.searchParams.getAll('topic_ids')).toEqual(['2', '5']);
    expect(calendar.searchParams.getAll('type_ids')).toEqual(['1']);
    expect(calendar.searchParams.get('event_name')).toBe('Klima');
    expect(calendar.searchParams.get('latitude')).toBe('52.52');
    expect(calendar.searchParams.get('longitude')).toBe('13.405');
    expect(calendar.searchParams.get('radius_km')).toBe('7');
    expect(calendar.searchParams.has('alert_name')).toBe(false);
    expect(links.rss.startsWith('feed://example.org/v1/export/rss/feed?')).toBe(true);
    expect(new URL(links.rssCopy).searchParams.get('alert_name')).toBe('Mitte & mehr');
    expect(links.calendarCopy).toBe(links.calendar.replace(/^webcal:/, 'https:'));
    // GeoJSON (issue 18): a plain download with the calendar's criteria.
    expect(links.geojson).toBe(links.calendarCopy.replace('/v1/export/ics/events.ics', '/v1/export/geojson'));
  });

  it('carry the address, its country and language for an address alert', () => {
    const alert = newAlert(
      {
        alertType: 'address',
        name: 'Köln',
        eventName: '',
        eventTopicIDs: [],
        eventTypeIDs: [],
        city: 'Köln',
        zipCode: '50667',
        country: 'DE',
        addressLanguage: 'de',
      },
      0,
    );
    const url = new URL(alertExportLinks('http://localhost:3000', alert).rssCopy);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '50',
      offset: '0',
      address_language: 'de',
      city: 'Köln',
      country: 'DE',
      zip_code: '50667',
      alert_name: 'Köln',
    });
  });
});
