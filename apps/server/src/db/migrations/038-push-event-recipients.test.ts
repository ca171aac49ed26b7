import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.js';
import { migrateToLatest } from '../migrate.js';
import { availableEngines, openTestDatabase } from '../test-databases.js';

// Migration 038 moves what the subscriptions remember (notified_event_ids) to one row per event: a database
// with subscriptions that were pushed events keeps them as recipients of those events, so a change to one of
// them after the upgrade pushes nothing anew.
describe.each(availableEngines())('migration 038 on %s', (kind) => {
  let handle: DatabaseHandle;
  const events: Record<'upcoming' | 'started' | 'untold', number> = { upcoming: 0, started: 0, untold: 0 };
  const subscriptions: string[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase(kind, { migrate: false });
    await migrateToLatest(handle.db, '037-upcoming-duplicate-changes');
    const db = handle.db;
    const type = await sql<{ id: number }>`
      INSERT INTO event_types (name_en, name_de) VALUES ('Rally', 'Kundgebung') RETURNING id`.execute(db);
    const typeId = type.rows[0]?.id;
    const starts = {
      upcoming: "now() + interval '3 days'",
      started: "now() - interval '3 days'",
      untold: 'now()',
    };
    for (const [key, start] of Object.entries(starts) as [keyof typeof events, string][]) {
      const row = await sql<{ id: number }>`
        INSERT INTO events (name, description, event_type_id, start_time)
        VALUES (${key}, '', ${typeId}, ${sql.raw(start)}) RETURNING id`.execute(db);
      events[key] = row.rows[0]?.id ?? 0;
    }
    for (const [name, notified] of [
      ['First', [events.upcoming, events.started]],
      ['Second', [events.upcoming]],
      ['Third', []],
    ] as const) {
      const row = await sql<{ id: string }>`
        INSERT INTO push_subscriptions (endpoint, p256dh, auth, alert_name, language, criteria, lat, lon,
                                        radius_km, area, notified_event_ids)
        VALUES ('https://push.example.org/1', 'k', 'a', ${name}, 'en', '{}', 50.9, 6.9, 5,
                box(point(6.8, 50.8), point(7.0, 51.0)), ${[...notified]}::int[])
        RETURNING id`.execute(db);
      subscriptions.push(row.rows[0]?.id ?? '');
    }
    await migrateToLatest(handle.db);
  });
  afterAll(() => handle.close());

  it('keeps the recipients of events that have not started, and drops the column', async () => {
    const rows = await sql<{ event_id: number; ids: string[]; start_kept: boolean }>`
      SELECT r.event_id, r.subscription_ids::text[] AS ids, r.starts_at = e.start_time AS start_kept
      FROM push_event_recipients r JOIN events e ON e.id = r.event_id
      ORDER BY r.event_id`.execute(handle.db);
    expect(rows.rows).toEqual([
      { event_id: events.upcoming, ids: [subscriptions[0], subscriptions[1]], start_kept: true },
    ]);
    const columns = await sql<{ column_name: string }>`
      SELECT column_name FROM information_schema.columns
      WHERE table_name = 'push_subscriptions' AND column_name = 'notified_event_ids'`.execute(handle.db);
    expect(columns.rows).toEqual([]);
  });
});
