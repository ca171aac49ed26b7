// What every crawl loads of the items it tracks (bench/README.md "Crawl"): columns of the active items of
// one feed, read page after page, and whole items only for the few ids asked for.
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../db/test-databases.js';
import type { DraftFacets } from './feed.js';
import {
  findActiveItemIndex,
  findActiveItemsById,
  type ItemWrite,
  insertFeedItems,
  retireFeedItems,
} from './feed-items.repository.js';
import { ensureFeedSource } from './feed-sources.repository.js';
import { berlinFeed } from './feeds/berlin.js';
import { dresdenFeed } from './feeds/dresden.js';

const NOW = new Date('2026-08-17T18:00:00Z');

function facets(n: number, day: string): DraftFacets {
  return {
    day,
    time: '10:00-12:00',
    title: `versammlung ${n}`,
    place: '10115',
    route: '',
    organiser: '',
    series: '',
  };
}

function item(n: number, day: string): ItemWrite {
  return {
    item_key: `key-${n}`,
    event_id: null,
    payload_hash: `payload-${n}`,
    raw_hash: `raw-${n}`,
    facets: facets(n, day),
    payload: { n },
    day,
    event_written_at: null,
  };
}

describeEachDatabase('feed items repository', (getDb) => {
  beforeAll(async () => {
    const db = getDb();
    await ensureFeedSource(db, berlinFeed, 'feeds@example.org');
    await ensureFeedSource(db, dresdenFeed, 'feeds@example.org');
    await insertFeedItems(
      db,
      'berlin',
      [1, 2, 3, 4, 5].map((n) => item(n, n % 2 === 0 ? '2026-08-20' : '2026-08-21')),
      NOW,
    );
    await insertFeedItems(db, 'dresden', [item(6, '2026-08-20')], NOW);
    const retired = await db.selectFrom('feed_items').select('id').where('item_key', '=', 'key-3').execute();
    await retireFeedItems(
      db,
      retired.map((row) => row.id),
      'past',
      NOW,
      null,
    );
  });

  it('reads the active items of one feed as columns in id order, whatever the page size', async () => {
    for (const pageRows of [1, 2, 3, 10_000]) {
      const index = await findActiveItemIndex(getDb(), 'berlin', pageRows);
      expect(index.keys).toEqual(['key-1', 'key-2', 'key-4', 'key-5']);
      expect(index.rawHashes).toEqual(['raw-1', 'raw-2', 'raw-4', 'raw-5']);
      expect(index.days).toEqual(['2026-08-21', '2026-08-20', '2026-08-20', '2026-08-21']);
      expect(index.ids).toHaveLength(4);
      expect([...index.ids].sort((a, b) => a - b)).toEqual(index.ids);
    }
  });

  it('loads whole items, facets included, for the ids asked for only', async () => {
    const { ids } = await findActiveItemIndex(getDb(), 'berlin');
    const items = await findActiveItemsById(getDb(), [ids[3] as number, ids[0] as number]);
    expect(items.map((i) => i.item_key)).toEqual(['key-1', 'key-5']);
    expect(items[0]).toMatchObject({
      payload_hash: 'payload-1',
      raw_hash: 'raw-1',
      facets: facets(1, '2026-08-21'),
      missing_count: 0,
      day: '2026-08-21',
      event_id: null,
      event_written_at: null,
      manual_override: false,
    });
  });
});
