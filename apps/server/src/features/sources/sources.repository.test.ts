import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/test-databases.js';
import {
  countSourcesMatching,
  findApprovedSources,
  findSourceIds,
  findSourceIdsMatching,
  findTitleImage,
  type SourceFilter,
} from './sources.repository.js';

const PAGE = { limit: 25, offset: 0 };
const ANY: SourceFilter = {
  typeIds: [],
  topicIds: [],
  country: undefined,
  cityNames: [],
  zipCode: undefined,
};

describeEachDatabase('sources repository', (getDb) => {
  const ids = { munich: 0, cologne: 0, pending: 0, union: 0, police: 0, housing: 0, peace: 0 };

  beforeAll(async () => {
    const db = getDb();
    const colours = {
      map_marker_color_default: '#111111',
      map_marker_color_selected: '#222222',
      map_marker_color_past: '#333333',
    };
    [ids.union, ids.police] = (
      await db
        .insertInto('source_types')
        .values([
          { name_en: 'Union', name_de: 'Gewerkschaft', ...colours },
          { name_en: 'Police', name_de: 'Polizei', ...colours },
        ])
        .returning('id')
        .execute()
    ).map((r) => r.id) as [number, number];
    [ids.housing, ids.peace] = (
      await db
        .insertInto('topics')
        .values([
          { name_en: 'Housing', name_de: 'Wohnen' },
          { name_en: 'Peace', name_de: 'Frieden' },
        ])
        .returning('id')
        .execute()
    ).map((r) => r.id) as [number, number];
    const source = (
      name: string,
      city: string,
      zip: string,
      type: number,
      status: 'approved' | 'pending',
    ) => ({
      name,
      country: 'DE',
      city,
      zip_code: zip,
      source_type_id: type,
      description: `${name} description`,
      internal_contact: `secret@${zip}.example.org`,
      approval_status: status,
    });
    [ids.munich, ids.cologne, ids.pending] = (
      await db
        .insertInto('sources')
        .values([
          source('Mieterbund München', 'München', '80331', ids.union, 'approved'),
          source('Ordnungsamt Köln', 'Köln', '50667', ids.police, 'approved'),
          source('Neue Initiative München', 'München', '80331', ids.union, 'pending'),
        ])
        .returning('id')
        .execute()
    ).map((r) => r.id) as [number, number, number];
    await db
      .insertInto('source_topics')
      .values([
        { source_id: ids.munich, topic_id: ids.peace },
        { source_id: ids.munich, topic_id: ids.housing },
        { source_id: ids.cologne, topic_id: ids.peace },
      ])
      .execute();
    await db
      .insertInto('source_title_images')
      .values({ source_id: ids.munich, content: Buffer.from([1, 2, 3]), mime_type: 'image/webp' })
      .execute();
  });

  it('lists ids by approval status in id order', async () => {
    expect(await findSourceIds(getDb(), 'approved', PAGE)).toEqual([ids.munich, ids.cologne]);
    expect(await findSourceIds(getDb(), 'pending', PAGE)).toEqual([ids.pending]);
    expect(await findSourceIds(getDb(), 'approved', { limit: 1, offset: 1 })).toEqual([ids.cologne]);
  });

  it('reads approved sources with sorted topic ids and image time, and never the internal contact', async () => {
    const rows = await findApprovedSources(getDb(), [ids.munich, ids.pending, ids.cologne]);
    const munich = rows.find((r) => r.id === ids.munich);
    expect(rows.map((r) => r.id).sort()).toEqual([ids.munich, ids.cologne].sort());
    expect(munich?.topic_ids).toEqual([ids.housing, ids.peace].sort((a, b) => a - b));
    expect(munich?.image_updated_at).toBeInstanceOf(Date);
    expect(rows.find((r) => r.id === ids.cologne)?.image_updated_at).toBeNull();
    expect(JSON.stringify(rows)).not.toContain('secret@');
    expect(await findApprovedSources(getDb(), [])).toEqual([]);
  });

  it('matches city names ignoring case and accents, or the postal code, among approved sources', async () => {
    const inMunich = { ...ANY, cityNames: ['MUNCHEN'] };
    expect(await findSourceIdsMatching(getDb(), inMunich, PAGE)).toEqual([ids.munich]);
    expect(await findSourceIdsMatching(getDb(), { ...ANY, zipCode: '50667' }, PAGE)).toEqual([ids.cologne]);
    expect(await countSourcesMatching(getDb(), inMunich)).toBe(1);
  });

  it('filters by type and by any of the topics, and orders by name', async () => {
    expect(await findSourceIdsMatching(getDb(), { ...ANY, typeIds: [ids.police] }, PAGE)).toEqual([
      ids.cologne,
    ]);
    expect(await findSourceIdsMatching(getDb(), { ...ANY, topicIds: [ids.housing] }, PAGE)).toEqual([
      ids.munich,
    ]);
    expect(
      await findSourceIdsMatching(getDb(), { ...ANY, topicIds: [ids.peace, ids.housing] }, PAGE),
    ).toEqual([ids.munich, ids.cologne]);
    expect(await countSourcesMatching(getDb(), { ...ANY, topicIds: [ids.peace] })).toBe(2);
  });

  it('reads a title image with its source’s approval status, undefined without one', async () => {
    const image = await findTitleImage(getDb(), ids.munich);
    expect(image?.mime_type).toBe('image/webp');
    expect(image?.approval_status).toBe('approved');
    expect(Buffer.from(image?.content ?? [])).toEqual(Buffer.from([1, 2, 3]));
    expect(await findTitleImage(getDb(), ids.cologne)).toBeUndefined();
  });
});
