import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/test-databases.js';
import {
  findEventTypeById,
  findEventTypes,
  findSourceTypeById,
  findSourceTypes,
  findTopicById,
  findTopics,
} from './taxonomy.repository.js';

describeEachDatabase('taxonomy repository', (getDb) => {
  beforeAll(async () => {
    await getDb()
      .insertInto('topics')
      .values([
        { name_en: 'Peace', name_de: 'Frieden' },
        { name_en: 'Climate', name_de: 'Klima' },
      ])
      .execute();
    await getDb().insertInto('event_types').values({ name_en: 'Vigil', name_de: 'Mahnwache' }).execute();
    await getDb()
      .insertInto('source_types')
      .values({
        name_en: 'Union',
        name_de: 'Gewerkschaft',
        map_marker_color_default: '#C0392B',
        map_marker_color_selected: '#E74C3C',
        map_marker_color_past: '#95A5A6',
      })
      .execute();
  });

  it('lists topics in id order with both names and nothing else', async () => {
    const topics = await findTopics(getDb());
    expect(topics).toEqual([
      { id: expect.any(Number), name_en: 'Peace', name_de: 'Frieden' },
      { id: expect.any(Number), name_en: 'Climate', name_de: 'Klima' },
    ]);
    expect(topics[0]?.id).toBeLessThan(topics[1]?.id ?? 0);
  });

  it('finds one topic by id, and undefined for an unknown id', async () => {
    const [first] = await findTopics(getDb());
    expect(await findTopicById(getDb(), first?.id ?? 0)).toEqual(first);
    expect(await findTopicById(getDb(), 999_999)).toBeUndefined();
  });

  it('lists and finds event types', async () => {
    const [vigil] = await findEventTypes(getDb());
    expect(vigil).toMatchObject({ name_en: 'Vigil', name_de: 'Mahnwache' });
    expect(await findEventTypeById(getDb(), vigil?.id ?? 0)).toEqual(vigil);
    expect(await findEventTypeById(getDb(), 999_999)).toBeUndefined();
  });

  it('lists and finds source types with their three marker colours', async () => {
    const [union] = await findSourceTypes(getDb());
    expect(union).toEqual({
      id: expect.any(Number),
      name_en: 'Union',
      name_de: 'Gewerkschaft',
      map_marker_color_default: '#C0392B',
      map_marker_color_selected: '#E74C3C',
      map_marker_color_past: '#95A5A6',
    });
    expect(await findSourceTypeById(getDb(), union?.id ?? 0)).toEqual(union);
    expect(await findSourceTypeById(getDb(), 999_999)).toBeUndefined();
  });
});
