// Issue 17 finding 7: the crawler stores http(s) links only, whatever a calendar's page holds.
import { describe, expect, it } from 'vitest';
import { type EventDraft, eagerRows, isRejected } from './feed.js';
import { parseDemokrateamHtml } from './feeds/demokrateam.js';

const eventWithUrl = (name: string, url: string) =>
  `<script type="application/ld+json">{"@type":"Event","name":"${name}","startDate":"2026-10-25T14:00",
   "location":{"@type":"Place","name":"Markt","address":{"@type":"PostalAddress","addressLocality":"Leipzig"}},
   "url":"${url}"}</script>`;

describe('links of crawled rows', () => {
  it('keeps http and https links and drops javascript:, data: and other schemes', () => {
    const page = [
      eventWithUrl('Demo A', 'https://www.demokrateam.org/events/a/'),
      eventWithUrl('Demo B', 'http://example.org/b'),
      eventWithUrl('Demo C', 'javascript:alert(1)'),
      eventWithUrl('Demo D', 'data:text/html,hello'),
      eventWithUrl('Demo E', 'mailto:someone@example.org'),
    ].join('\n');
    const { drafts, rejected } = parseDemokrateamHtml(page, 'https://www.demokrateam.org/aktionen/');
    expect(drafts).toHaveLength(5);
    const read = eagerRows(drafts, rejected)
      .map((row) => row.read())
      .filter((value): value is EventDraft => !isRejected(value));
    expect(read.map((draft) => [draft.name, draft.url])).toEqual([
      ['Demo A', 'https://www.demokrateam.org/events/a/'],
      ['Demo B', 'http://example.org/b'],
      ['Demo C', null],
      ['Demo D', null],
      ['Demo E', null],
    ]);
  });
});
