import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../db/test-databases.js';
import { distanceKm, type Point } from './distance.js';
import { type GazetteerLoad, loadGazetteerIfEmpty } from './load-gazetteer.js';
import { findPlace } from './places.repository.js';

const MUNICH: Point = { lat: 48.137, lon: 11.575 };

describeEachDatabase('gazetteer', (getDb) => {
  let firstLoad: GazetteerLoad;
  let secondLoad: GazetteerLoad;

  beforeAll(async () => {
    firstLoad = await loadGazetteerIfEmpty(getDb());
    secondLoad = await loadGazetteerIfEmpty(getDb());
  });

  describe('loading', () => {
    it('loads every German postal code and the cities of Germany, Austria and Switzerland', async () => {
      expect(firstLoad.loaded).toBe(true);
      const counts = await getDb()
        .selectFrom('places')
        .select(['kind', 'country', (eb) => eb.fn.countAll<string>().as('n')])
        .groupBy(['kind', 'country'])
        .orderBy('kind')
        .orderBy('country')
        .execute();
      const byKey = Object.fromEntries(counts.map((c) => [`${c.kind}:${c.country}`, Number(c.n)]));
      expect(byKey['zip:DE']).toBe(8289);
      expect(byKey['city:DE']).toBeGreaterThan(7000);
      expect(byKey['city:AT']).toBeGreaterThan(1000);
      expect(byKey['city:CH']).toBeGreaterThan(1000);
      expect(firstLoad.rows).toBe(Object.values(byKey).reduce((a, b) => a + b, 0));
    });

    it('does nothing when the places are already there', () => {
      expect(secondLoad).toEqual({ loaded: false, rows: 0 });
    });
  });

  describe('findPlace', () => {
    it('finds a postal code exactly', async () => {
      const place = await findPlace(getDb(), { zip_code: '10115' });
      expect(place).toMatchObject({ kind: 'zip', name: 'Berlin', zip_code: '10115', country: 'DE' });
      expect(distanceKm(place as Point, { lat: 52.532, lon: 13.385 })).toBeLessThan(2);
    });

    it('prefers the postal code over the city name', async () => {
      const place = await findPlace(getDb(), { zip_code: '20095', city: 'München' });
      expect(place?.name).toBe('Hamburg');
    });

    it('falls back to the city when the postal code is unknown', async () => {
      const place = await findPlace(getDb(), { zip_code: '00000', city: 'Köln' });
      expect(place).toMatchObject({ kind: 'city', name: 'Köln' });
    });

    it.each(['München', 'muenchen', 'Munchen', 'Munich', 'MÜNCHEN '])(
      'finds Munich typed as %j',
      async (city) => {
        const place = await findPlace(getDb(), { city });
        expect(place).toBeDefined();
        expect(distanceKm(place as Point, MUNICH)).toBeLessThan(5);
      },
    );

    it('takes the most populous of several towns with the same name', async () => {
      const place = await findPlace(getDb(), { city: 'Neustadt' });
      const all = await getDb()
        .selectFrom('places')
        .select(['population'])
        .where('kind', '=', 'city')
        .where('name_normalised', '=', 'neustadt')
        .execute();
      expect(all.length).toBeGreaterThan(1);
      const top = Math.max(...all.map((p) => p.population ?? 0));
      const found = await getDb()
        .selectFrom('places')
        .select('population')
        .where('kind', '=', 'city')
        .where('lat', '=', place?.lat ?? Number.NaN)
        .where('lon', '=', place?.lon ?? Number.NaN)
        .executeTakeFirstOrThrow();
      expect(found.population).toBe(top);
    });

    it('finds a village that only the postal codes know, at its lowest postal code', async () => {
      const row = await getDb()
        .selectFrom('places as z')
        .select(['z.name', 'z.zip_code'])
        .where('z.kind', '=', 'zip')
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('places as c')
                .select('c.id')
                .where('c.kind', '=', 'city')
                .whereRef('c.name_normalised', '=', 'z.name_normalised'),
            ),
          ),
        )
        .orderBy('z.zip_code')
        .limit(1)
        .executeTakeFirstOrThrow();
      const place = await findPlace(getDb(), { city: row.name });
      expect(place).toMatchObject({ kind: 'zip', name: row.name, zip_code: row.zip_code });
    });

    it('completes a city name that is only the start of one', async () => {
      const place = await findPlace(getDb(), { city: 'Frankfurt' });
      expect(place?.name).toBe('Frankfurt am Main');
    });

    it('limits the search to the given country', async () => {
      const zurich = await findPlace(getDb(), { city: 'Zuerich', country: 'CH' });
      expect(zurich).toMatchObject({ country: 'CH' });
      expect(distanceKm(zurich as Point, { lat: 47.37, lon: 8.54 })).toBeLessThan(5);
      expect(await findPlace(getDb(), { city: 'Zürich', country: 'DE' })).toBeUndefined();
      expect(await findPlace(getDb(), { zip_code: '10115', country: 'AT' })).toBeUndefined();
    });

    it('returns undefined for an unknown place or an empty query', async () => {
      expect(await findPlace(getDb(), { city: 'Atlantis-by-the-Sea' })).toBeUndefined();
      expect(await findPlace(getDb(), { city: '  ' })).toBeUndefined();
      expect(await findPlace(getDb(), {})).toBeUndefined();
    });
  });
});
