import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../db/test-databases.js';
import { findPlaceCached, PLACE_TTL_MS } from './place-cache.js';

// The address search's place lookup, remembered: against a real places table, changed behind the cache's back.
describeEachDatabase('place cache', (getDb) => {
  const place = (name: string, zip_code: string, lat: number) => ({
    kind: 'zip' as const,
    country: 'DE',
    zip_code,
    name,
    name_normalised: name.toLowerCase(),
    name_ascii: name.toLowerCase(),
    lat,
    lon: 10,
    population: null,
  });

  beforeAll(async () => {
    await getDb()
      .insertInto('places')
      .values(place('Testhausen', '99001', 50))
      .execute();
  });

  describe('a found place', () => {
    it('is answered from memory until its time is up, then looked up again', async () => {
      const db = getDb();
      let clock = 1_000;
      const now = () => clock;
      const query = { zip_code: '99001', country: 'DE' };
      expect((await findPlaceCached(db, query, now))?.lat).toBe(50);
      await db.updateTable('places').set({ lat: 51 }).where('zip_code', '=', '99001').execute();
      expect((await findPlaceCached(db, query, now))?.lat).toBe(50);
      clock += PLACE_TTL_MS;
      expect((await findPlaceCached(db, query, now))?.lat).toBe(51);
    });
  });

  it('looks an unknown place up again each time, so a place loaded later is found', async () => {
    const db = getDb();
    const query = { zip_code: '99002', country: 'DE' };
    expect(await findPlaceCached(db, query)).toBeUndefined();
    await db
      .insertInto('places')
      .values(place('Neudorf', '99002', 52))
      .execute();
    expect((await findPlaceCached(db, query))?.lat).toBe(52);
  });
});
