import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../db/test-databases.js';
import { DEMO_EVENT_COUNT } from './demo-data.js';
import { type SeedResult, seedDemoDataIfEmpty } from './seed-demo-data.js';

const NOW = new Date('2026-03-15T09:30:00Z');

describeEachDatabase('seedDemoDataIfEmpty', (getDb) => {
  let first: SeedResult;
  let second: SeedResult;

  beforeAll(async () => {
    first = await seedDemoDataIfEmpty(getDb(), NOW);
    second = await seedDemoDataIfEmpty(getDb(), NOW);
  });

  it('seeds an empty database once and leaves a seeded one alone', async () => {
    expect(first).toEqual({
      seeded: true,
      topics: 15,
      sources: expect.any(Number),
      events: DEMO_EVENT_COUNT,
    });
    expect(second.seeded).toBe(false);
    const { count } = await getDb()
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(DEMO_EVENT_COUNT);
  });

  it('stores the taxonomy in both languages, with marker colours for source types', async () => {
    const topics = await getDb().selectFrom('topics').select(['name_en', 'name_de']).execute();
    expect(topics).toContainEqual({ name_en: 'Climate', name_de: 'Klima' });
    const types = await getDb().selectFrom('event_types').select(['name_en', 'name_de']).execute();
    expect(types).toContainEqual({ name_en: 'March', name_de: 'Aufzug' });
    expect(types.length).toBeGreaterThanOrEqual(8);
    const sourceTypes = await getDb().selectFrom('source_types').selectAll().execute();
    expect(sourceTypes.length).toBeGreaterThanOrEqual(6);
  });

  it('links every source and every event to topics, and every event to a source', async () => {
    const { rows } = await sql<{ untagged_events: string; untagged_sources: string; orphans: string }>`
      SELECT
        (SELECT count(*) FROM events e WHERE NOT EXISTS (SELECT 1 FROM event_topics t WHERE t.event_id = e.id))
          AS untagged_events,
        (SELECT count(*) FROM sources s WHERE NOT EXISTS (SELECT 1 FROM source_topics t WHERE t.source_id = s.id))
          AS untagged_sources,
        (SELECT count(*) FROM events WHERE organising_source_id IS NULL) AS orphans
    `.execute(getDb());
    expect(rows[0]).toEqual({ untagged_events: '0', untagged_sources: '0', orphans: '0' });
  });

  it('fills the indexed first-location columns of every event, marches keeping their whole route', async () => {
    const { rows } = await sql<{ without_point: string; cities: string; routes: string }>`
      SELECT count(*) FILTER (WHERE lat IS NULL OR lon IS NULL) AS without_point,
             count(DISTINCT city) AS cities,
             count(*) FILTER (WHERE jsonb_array_length(locations) BETWEEN 2 AND 5) AS routes
      FROM events
    `.execute(getDb());
    expect(rows[0]?.without_point).toBe('0');
    expect(Number(rows[0]?.cities)).toBeGreaterThanOrEqual(25);
    expect(Number(rows[0]?.routes)).toBeGreaterThan(10);
  });

  it('adds information links for the Bundestag, all 16 state parliaments and city councils', async () => {
    const links = await getDb().selectFrom('information_links').select(['native_name', 'city']).execute();
    const national = links.filter((l) => l.city === null);
    expect(national.map((l) => l.native_name)).toContain('Deutscher Bundestag');
    expect(national).toHaveLength(17);
    expect(links.filter((l) => l.city !== null).length).toBeGreaterThanOrEqual(15);
  });
});
