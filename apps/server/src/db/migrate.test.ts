import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './database.js';
import { migrateToLatest } from './migrate.js';
import { availableEngines, openTestDatabase } from './test-databases.js';

const TABLES = [
  'account_tokens',
  'alerts',
  'app_settings',
  'count_folds',
  'crawl_runs',
  'documents',
  'event_cell_count_changes',
  'event_cell_counts',
  'event_changes',
  'event_day_count_changes',
  'event_day_counts',
  'event_duplicates',
  'event_imports',
  'event_reports',
  'event_source_count_changes',
  'event_source_counts',
  'event_topics',
  'event_types',
  'events',
  'feed_items',
  'feeds',
  'geocode_cache',
  'imported_events',
  'information_links',
  'maintenance_runs',
  'places',
  'push_deliveries',
  'push_event_queue',
  'push_event_recipients',
  'push_subscriptions',
  'saved_events',
  'saved_sources',
  'source_admins',
  'source_invitations',
  'source_title_images',
  'source_topics',
  'source_types',
  'sources',
  'topics',
  'upcoming_event_changes',
  'users',
];

describe.each(availableEngines())('migrations on %s', (kind) => {
  let handle: DatabaseHandle;
  let firstRun: string[];
  let secondRun: string[];

  beforeAll(async () => {
    handle = await openTestDatabase(kind, { migrate: false });
    firstRun = await migrateToLatest(handle.db);
    secondRun = await migrateToLatest(handle.db);
  });
  afterAll(() => handle.close());

  it('applies every migration on an empty database, in order', () => {
    expect(firstRun.length).toBeGreaterThanOrEqual(7);
    expect(firstRun).toEqual([...firstRun].sort());
    expect(firstRun[0]).toBe('001-extensions');
  });

  it('applies nothing the second time, so every start can migrate', () => {
    expect(secondRun).toEqual([]);
  });

  it('creates every table of the data model', async () => {
    const { rows } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'kysely_%'
      ORDER BY table_name
    `.execute(handle.db);
    expect(rows.map((r) => r.table_name)).toEqual(TABLES);
  });

  it('copies the first location of an event into indexed columns and builds its search text', async () => {
    const db = handle.db;
    const type = await db
      .insertInto('event_types')
      .values({ name_en: 'March', name_de: 'Aufzug' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const locations = [
      {
        geography: { type: 'Point', coordinates: [9.99, 53.55] },
        country: 'DE',
        city: 'Hamburg',
        zip_code: '20095',
      },
      { geography: { type: 'Point', coordinates: [10.01, 53.56] }, country: 'DE', city: 'Hamburg' },
    ];
    const event = await db
      .insertInto('events')
      .values({
        name: 'Straßenfest für Café-Kultur',
        description: 'Über den Jungfernstieg',
        event_type_id: type.id,
        start_time: new Date('2030-05-01T10:00:00Z'),
        locations: JSON.stringify(locations),
      })
      .returning([
        'lat',
        'lon',
        'city',
        'zip_code',
        'country',
        'search_text',
        'start_time',
        'locations',
        'status',
      ])
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ lat: 53.55, lon: 9.99, city: 'Hamburg', zip_code: '20095', country: 'DE' });
    expect(event.status).toBe('scheduled');
    expect(event.start_time).toEqual(new Date('2030-05-01T10:00:00Z'));
    expect(event.locations).toEqual(locations);
    expect(event.search_text).toContain('strassenfest fur cafe-kultur');
    expect(event.search_text).toContain('uber den jungfernstieg');
  });

  it('rejects an event whose end is before its start', async () => {
    const type = await handle.db.selectFrom('event_types').select('id').executeTakeFirstOrThrow();
    await expect(
      handle.db
        .insertInto('events')
        .values({
          name: 'Backwards',
          description: 'x',
          event_type_id: type.id,
          start_time: '2030-05-01T10:00:00Z',
          end_time: '2030-05-01T09:00:00Z',
        })
        .execute(),
    ).rejects.toThrow(/check constraint/);
  });

  it('treats user names and e-mails case-insensitively for uniqueness', async () => {
    const user = { password_hash: 'x', username: 'Demo-User', email: 'Demo@Example.org' };
    await handle.db.insertInto('users').values(user).execute();
    await expect(
      handle.db
        .insertInto('users')
        .values({ ...user, username: 'other', email: 'demo@example.ORG' })
        .execute(),
    ).rejects.toThrow(/unique/);
    const found = await handle.db
      .selectFrom('users')
      .select(['language', 'verified', 'admin'])
      .where('username', '=', 'demo-user')
      .executeTakeFirstOrThrow();
    expect(found).toEqual({ language: 'en', verified: false, admin: false });
  });

  it('accepts only the three approval states for a source', async () => {
    const type = await handle.db
      .insertInto('source_types')
      .values({
        name_en: 'Union',
        name_de: 'Gewerkschaft',
        map_marker_color_default: '#aa0000',
        map_marker_color_selected: '#ff0000',
        map_marker_color_past: '#777777',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const source = {
      name: 'Test',
      country: 'DE',
      city: 'Köln',
      source_type_id: type.id,
      description: 'Beschreibung',
      internal_contact: 'team@example.org',
    };
    const inserted = await handle.db
      .insertInto('sources')
      .values(source)
      .returning('approval_status')
      .executeTakeFirstOrThrow();
    expect(inserted.approval_status).toBe('pending');
    await expect(
      sql`INSERT INTO sources (name, country, city, source_type_id, description, internal_contact, approval_status)
          VALUES ('x', 'DE', 'Köln', ${type.id}, 'x', 'a@example.org', 'maybe')`.execute(handle.db),
    ).rejects.toThrow(/check constraint/);
  });
});
