// The revision of the feed renderers, part of every export ETag (decision 020): a hash of a sample event rendered
// by this build's ics.ts and rss.ts. A release that writes feeds differently (a new field, a library upgrade)
// moves every ETag by itself, so subscribers get the new text without anyone remembering to bump a number.

import { hashOf } from '../../http/http-validators.js';
import type { Event } from '../events/events.schemas.js';
import { buildCalendar } from './ics.js';
import { buildRss } from './rss.js';

const SAMPLE: Event = {
  id: 1,
  name: 'Sample: “Klimastreik” & <march>; a, b\\c',
  description: 'Line one\nLine two with a long text that the calendar must fold: '.repeat(3),
  short_description: 'Short ]]> text',
  url: 'https://example.org/sample',
  event_type_id: 1,
  topic_ids: [1, 2],
  locations: [
    {
      geography: { type: 'Point', coordinates: [13.405, 52.52] },
      country: 'DE',
      city: 'Berlin',
      zip_code: '10178',
      street: 'Alexanderplatz',
      house_number: '1',
    },
  ],
  raw_location: 'Alexanderplatz, Berlin',
  start_time: '2026-03-29T00:30:00.000Z',
  end_time: '2026-03-29T03:00:00.000Z',
  raw_participants: null,
  raw_organiser: null,
  organising_source_id: 1,
  status: 'cancelled',
  create_time: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-02T10:00:05.000Z',
  also_published_as: [],
};

let revision: string | undefined;

export function rendererRevision(): string {
  revision ??= renderSample();
  return revision;
}

function renderSample(): string {
  const common = {
    publicUrl: 'https://example.org',
    language: 'de' as const,
    topicNames: new Map([
      [1, 'Klima'],
      [2, 'Arbeit'],
    ]),
  };
  const calendar = buildCalendar([SAMPLE], {
    ...common,
    name: 'Sample',
    description: 'Sample calendar',
    attribution: 'Sample attribution',
  });
  const rss = buildRss([SAMPLE], {
    ...common,
    title: 'Sample & feed',
    description: 'Sample feed',
    selfUrl: 'https://example.org/v1/export/rss/feed?a=1&b=2',
    copyright: 'Sample copyright',
    formatStart: (iso) => iso,
  });
  return hashOf([calendar, rss]);
}
