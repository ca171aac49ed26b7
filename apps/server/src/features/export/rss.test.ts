import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Event } from '../events/events.schemas.js';
import { parseRss } from './feed-parsers.test-support.js';
import { buildRss, type RssOptions, renderRss } from './rss.js';

const EVENT: Event = {
  id: 7,
  name: 'Demo & <march>',
  description: 'Text',
  short_description: null,
  url: null,
  event_type_id: 1,
  topic_ids: [1],
  locations: [],
  raw_location: 'Marktplatz',
  start_time: '2026-12-05T13:00:00.000Z',
  end_time: null,
  raw_participants: null,
  raw_organiser: null,
  organising_source_id: 1,
  status: 'scheduled',
  create_time: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-02T10:00:00.000Z',
  also_published_as: [],
};

const options = (title: string, selfUrl: string): RssOptions => ({
  publicUrl: 'https://assembly.example.org',
  language: 'en',
  title,
  description: 'Feed',
  selfUrl,
  copyright: 'CC BY-SA 4.0',
  topicNames: new Map([[1, 'Climate']]),
  formatStart: (iso) => iso,
});

// XML 1.0 forbids most control characters even escaped; the feed library does not filter them either.
const xmlText = fc
  .string({ unit: 'grapheme', maxLength: 40 })
  .filter((s) => !/[\p{Cc}\uFFFE\uFFFF]/u.test(s));
const query = fc.string({ maxLength: 30 }).filter((s) => !/[\p{Cc}]/u.test(s));

describe('RSS title and self link spliced into a shared rendering', () => {
  it('writes exactly what the feed library writes with the real title and self link', () => {
    fc.assert(
      fc.property(xmlText, query, (title, search) => {
        const selfUrl = `https://assembly.example.org/v1/export/rss/feed?alert_name=${search}&limit=5`;
        expect(buildRss([EVENT], options(title, selfUrl))).toBe(renderRss([EVENT], options(title, selfUrl)));
      }),
    );
  });

  it('writes a title with control characters XML forbids as a valid document, each of them a space', () => {
    const xml = buildRss(
      [EVENT],
      options('Alert\u0001name\u000b', 'https://assembly.example.org/v1/export/rss/feed'),
    );
    expect(xml).toContain('<title>Alert name </title>');
    expect(parseRss(xml).rss.channel.title).toBe('Alert name');
  });

  it('holds for the awkward cases named', () => {
    for (const title of ['a &amp; b', 'x ]]> y <z>', '“quoted” – "plain"', '&lt;&gt;&#39;']) {
      const selfUrl = 'https://assembly.example.org/v1/export/rss/feed?alert_name=a"b<c>&x=1%26';
      expect(buildRss([EVENT], options(title, selfUrl))).toBe(renderRss([EVENT], options(title, selfUrl)));
    }
  });
});
