// Test support for source administration: a source type, topics and sources inserted directly, so
// tests state their own starting point instead of leaning on the demo data.
import type { Db } from '../../db/database.js';
import type { ApprovalStatus } from '../../db/tables.js';

export interface Taxonomy {
  sourceTypeId: number;
  topicIds: [number, number];
}

let counter = 0;

export async function insertTaxonomy(db: Db): Promise<Taxonomy> {
  counter += 1;
  const colours = {
    map_marker_color_default: '#111111',
    map_marker_color_selected: '#222222',
    map_marker_color_past: '#333333',
  };
  const type = await db
    .insertInto('source_types')
    .values({ name_en: `Union ${counter}`, name_de: `Gewerkschaft ${counter}`, ...colours })
    .returning('id')
    .executeTakeFirstOrThrow();
  const topics = await db
    .insertInto('topics')
    .values([
      { name_en: `Housing ${counter}`, name_de: `Wohnen ${counter}` },
      { name_en: `Peace ${counter}`, name_de: `Frieden ${counter}` },
    ])
    .returning('id')
    .execute();
  return { sourceTypeId: type.id, topicIds: topics.map((t) => t.id) as [number, number] };
}

export async function insertSource(
  db: Db,
  taxonomy: Taxonomy,
  options: { status?: ApprovalStatus; adminIds?: readonly number[]; name?: string } = {},
): Promise<number> {
  counter += 1;
  const { id } = await db
    .insertInto('sources')
    .values({
      name: options.name ?? `Initiative ${counter}`,
      country: 'DE',
      city: 'Köln',
      source_type_id: taxonomy.sourceTypeId,
      description: 'A neighbourhood initiative.',
      internal_contact: `contact${counter}@example.org`,
      approval_status: options.status ?? 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('source_topics').values({ source_id: id, topic_id: taxonomy.topicIds[0] }).execute();
  for (const userId of options.adminIds ?? []) {
    await db.insertInto('source_admins').values({ source_id: id, user_id: userId }).execute();
  }
  return id;
}
