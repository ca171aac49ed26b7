import { describe, expect, it } from 'vitest';
import { exportFeedSubscriptionUrl, exportFeedUrl } from './export-feeds';

describe('export feed links', () => {
  it('builds the calendar feed with limit 50 and offset 0, subscribed through webcal', () => {
    expect(exportFeedUrl('https://demo.example', 'ics')).toBe(
      'https://demo.example/v1/export/ics/events.ics?limit=50&offset=0',
    );
    expect(exportFeedSubscriptionUrl('https://demo.example', 'ics')).toBe(
      'webcal://demo.example/v1/export/ics/events.ics?limit=50&offset=0',
    );
  });

  it('builds the RSS feed with the feed scheme, keeping a port', () => {
    expect(exportFeedSubscriptionUrl('http://localhost:8080', 'rss')).toBe(
      'feed://localhost:8080/v1/export/rss/feed?limit=50&offset=0',
    );
  });

  it('links GeoJSON as a plain download: no subscription scheme (issue 18)', () => {
    expect(exportFeedSubscriptionUrl('https://demo.example', 'geojson')).toBe(
      'https://demo.example/v1/export/geojson?limit=50&offset=0',
    );
  });
});
