// Test helper of the search tests: the taxonomy and sources their events refer to.
import type { Db } from '../../../db/database.js';

export interface SearchWorld {
  /** An approved source (its events are listed) and a pending one (they are not). */
  approved: number;
  pending: number;
  /** Two topics and two event types. */
  topics: number[];
  types: number[];
}

export async function insertSearchWorld(db: Db, city: string): Promise<SearchWorld> {
  const topics = (
    await db
      .insertInto('topics')
      .values([
        { name_en: 'Climate', name_de: 'Klima' },
        { name_en: 'Peace', name_de: 'Frieden' },
      ])
      .returning('id')
      .execute()
  ).map((r) => r.id);
  const types = (
    await db
      .insertInto('event_types')
      .values([
        { name_en: 'Demonstration', name_de: 'Demonstration' },
        { name_en: 'Vigil', name_de: 'Mahnwache' },
      ])
      .returning('id')
      .execute()
  ).map((r) => r.id);
  const sourceType = await db
    .insertInto('source_types')
    .values({
      name_en: 'Group',
      name_de: 'Gruppe',
      map_marker_color_default: '#000000',
      map_marker_color_selected: '#111111',
      map_marker_color_past: '#222222',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const source = async (name: string, approval_status: 'approved' | 'pending') =>
    (
      await db
        .insertInto('sources')
        .values({
          name,
          country: 'DE',
          city,
          source_type_id: sourceType.id,
          description: name,
          internal_contact: `${approval_status}@example.org`,
          approval_status,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return {
    approved: await source('Approved group', 'approved'),
    pending: await source('Pending group', 'pending'),
    topics,
    types,
  };
}
