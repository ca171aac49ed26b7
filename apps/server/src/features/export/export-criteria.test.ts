import { describe, expect, it } from 'vitest';
import type { IcsFeedQuery } from './export.schemas.js';
import { feedCacheKey } from './export-criteria.js';

describe('feedCacheKey', () => {
  it('is the same for criteria that differ only in order, letter case, spacing or spelled-out defaults', () => {
    const a: IcsFeedQuery = { city: 'Berlin', country: 'de', type_ids: [2, 1], keyword: 'Klima Streik' };
    const b: IcsFeedQuery = {
      keyword: '  klima   STREIK ',
      type_ids: [1, 2, 2],
      country: 'DE',
      city: ' BERLIN',
      limit: 50,
      offset: 0,
      language: 'en',
      address_language: 'en',
    };
    expect(feedCacheKey('ics', b)).toBe(feedCacheKey('ics', a));
    expect(feedCacheKey('ics', { event_name: 'Klima streik' })).toBe(
      feedCacheKey('ics', { keyword: 'klima STREIK' }),
    );
  });

  it('differs for criteria that can list other events, and between formats and languages', () => {
    const base: IcsFeedQuery = { city: 'Berlin' };
    const others: IcsFeedQuery[] = [
      { city: 'Bern' },
      { city: 'Berlin', radius_km: 20 },
      { city: 'Berlin', address_language: 'de' },
      { city: 'Berlin', type_ids: [1] },
      { city: 'Berlin', topic_ids: [1] },
      { city: 'Berlin', keyword: 'klima' },
      { city: 'Berlin', limit: 10 },
      { city: 'Berlin', offset: 10 },
      { city: 'Berlin', language: 'de' },
      { city: 'Berlin', zip_code: '10115' },
      { city: 'Berlin', country: 'CH' },
      { city: 'Berlin', reminder_minutes: 30 },
      { city: 'Berlin', reminder_minutes: 0 },
      { latitude: 52.5, longitude: 13.4, radius_km: 5 },
    ];
    const keys = new Set([feedCacheKey('ics', base), ...others.map((q) => feedCacheKey('ics', q))]);
    expect(keys.size).toBe(others.length + 1);
    expect(feedCacheKey('rss', base)).not.toBe(feedCacheKey('ics', base));
  });
});
