import { pino } from 'pino';
import { beforeEach, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { describeEachDatabase } from '../../db/test-databases.js';
import type { AssociationSettingsInput } from './app-settings.schemas.js';
import { createAppSettings } from './app-settings.service.js';

const config = loadConfig({ ASSOCIATION_NAME: 'Aus der Umgebung e.V.' });
const log = pino({ level: 'silent' });
const CACHE_MS = 5_000;

const stored = (name: string | null): AssociationSettingsInput => ({
  name,
  address: null,
  represented_by: null,
  tax_id: null,
  email: null,
  donate_url: null,
  code_url: null,
  translate_url: null,
});

// Decision 046: two server copies on one database, each with its own cache and a clock the test moves. The copy
// that takes a write applies it at once; the other within its cache time, never later.
describeEachDatabase('application settings across server copies', (getDb) => {
  let clock = 0;
  const now = () => clock;

  beforeEach(async () => {
    await getDb().deleteFrom('app_settings').execute();
    clock = 1_000_000;
  });

  it('another copy applies a change once its cache time is over, the writing copy at once', async () => {
    const [writer, other] = await Promise.all([
      createAppSettings(getDb(), config, log, { cacheMs: CACHE_MS, now }),
      createAppSettings(getDb(), config, log, { cacheMs: CACHE_MS, now }),
    ]);
    await writer.updateAssociation(stored('Gewählt im Admin e.V.'));
    expect((await writer.current()).association.name).toBe('Gewählt im Admin e.V.');

    clock += CACHE_MS - 1;
    expect((await other.current()).association.name).toBe('Aus der Umgebung e.V.');
    clock += 1;
    expect((await other.current()).association.name).toBe('Gewählt im Admin e.V.');

    // A reset (the row deleted) travels the same way.
    await writer.updateAssociation(stored(null));
    expect((await writer.current()).association.name).toBe('Aus der Umgebung e.V.');
    clock += CACHE_MS;
    expect((await other.current()).association.name).toBe('Aus der Umgebung e.V.');
  });

  it('latest() answers at once with the settings held and reads the newer ones for the next caller', async () => {
    const [writer, other] = await Promise.all([
      createAppSettings(getDb(), config, log, { cacheMs: CACHE_MS, now }),
      createAppSettings(getDb(), config, log, { cacheMs: CACHE_MS, now }),
    ]);
    await writer.updateMap({ style_url: 'none', tile_origins: null });
    clock += CACHE_MS;
    expect(other.latest().map.styleUrl).toBe(config.map.styleUrl);
    // The background read has started; current() waits for that same read.
    expect((await other.current()).map.styleUrl).toBeUndefined();
    expect(other.latest().map.origins).toEqual([]);
  });

  it('a value stored by hand with the wrong type counts as not stored', async () => {
    await getDb()
      .insertInto('app_settings')
      .values([
        { key: 'association.name', value: JSON.stringify(42) },
        { key: 'map.tile_origins', value: JSON.stringify('https://x.example') },
      ])
      .execute();
    const settings = await createAppSettings(getDb(), config, log);
    expect((await settings.current()).association.name).toBe('Aus der Umgebung e.V.');
    expect((await settings.sources()).map.stored.tile_origins).toBeNull();
  });
});
