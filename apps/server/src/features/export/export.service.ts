// Export feeds (spec §7 "Export links"): the alert's criteria → public events (through the event services, the
// same rules as the event calls) → ICS or RSS, with the CC BY-SA 4.0 attribution the data licence requires.
// A poll first reads only the ids and row versions of the feed's events: unchanged, it is a 304 or the text
// rendered before (feed-answer.ts, decision 020).
import type { Db } from '../../db/database.js';
import { hashOf } from '../../http/http-validators.js';
import { EVENT_TIME_ZONE } from '../events/event-time-zone.js';
import type { Event } from '../events/events.schemas.js';
import * as events from '../events/events.service.js';
import { EVENT_PAGE_SIZE_MAX } from '../events/search/event-search.schemas.js';
import * as search from '../events/search/event-search.service.js';
import type { Topic } from '../taxonomy/taxonomy.schemas.js';
import * as taxonomy from '../taxonomy/taxonomy.service.js';
import {
  type EventIcsQuery,
  EXPORT_LIMIT_DEFAULT,
  type GeoJsonQuery,
  type IcsFeedQuery,
  type RssFeedQuery,
} from './export.schemas.js';
import { feedCacheKey, toSearchCriteria } from './export-criteria.js';
import { answerFeed, type ExportAnswer, type FeedRequestHeaders } from './feed-answer.js';
import { buildGeoJson } from './geojson.js';
import { buildCalendar } from './ics.js';
import type { RenderedFeedCache } from './rendered-feed-cache.js';
import { rendererRevision } from './renderer-revision.js';
import { buildRssParts, rssSplices } from './rss.js';

type Language = 'en' | 'de';

const TEXTS = {
  en: {
    app: 'Assembly Finder',
    feedDescription: 'Demonstrations, strikes and marches from Assembly Finder.',
    attribution: (url: string) => `Data: Assembly Finder (${url}), licensed under CC BY-SA 4.0.`,
  },
  de: {
    app: 'Versammlungsfinder',
    feedDescription: 'Demonstrationen, Streiks und Aufzüge aus dem Versammlungsfinder.',
    attribution: (url: string) => `Daten: Versammlungsfinder (${url}), lizenziert unter CC BY-SA 4.0.`,
  },
} as const;

export interface ExportContext {
  db: Db;
  cache: RenderedFeedCache;
  publicUrl: string;
  now?: Date;
}

/** The feed's event ids and row versions: the search pages at most 100 at a time, so larger feeds take pages. */
async function findFeedVersions(db: Db, query: IcsFeedQuery, now: Date): Promise<search.EventVersion[]> {
  const criteria = toSearchCriteria(query, now);
  const limit = query.limit ?? EXPORT_LIMIT_DEFAULT;
  const found: search.EventVersion[] = [];
  for (let offset = query.offset ?? 0; found.length < limit; ) {
    const size = Math.min(EVENT_PAGE_SIZE_MAX, limit - found.length);
    const page = await search.findEventVersions(
      db,
      { ...criteria, offset, limit: size },
      { input: 'query', now },
    );
    found.push(...page);
    if (page.length < size) break;
    offset += size;
  }
  return found;
}

/** The events an export with these criteria lists, read in full (the embeddable widget's area list). */
export async function findExportEvents(
  db: Db,
  query: IcsFeedQuery,
  now: Date = new Date(),
): Promise<Event[]> {
  const versions = await findFeedVersions(db, query, now);
  return events.getEvents(
    db,
    versions.map((v) => v.id),
  );
}

const topicNames = (topics: readonly Topic[], language: Language) =>
  new Map(topics.map((t) => [t.id, language === 'de' ? t.name_de : t.name_en]));

/** What a feed's text is rendered from, but the events: so a renamed topic or a new renderer moves the ETag. */
const contentBasis = (
  context: ExportContext,
  format: string,
  language: Language,
  topics: readonly Topic[],
  reminderMinutes?: number,
) => [
  format,
  language,
  context.publicUrl,
  rendererRevision(),
  topics.map((t) => `${t.id}:${t.name_en}:${t.name_de}`).join('\n'),
  // Only when asked: a calendar without a reminder keeps the ETag it had before reminders existed.
  ...(reminderMinutes === undefined ? [] : [`reminder:${reminderMinutes}`]),
];

const versionsText = (versions: readonly search.EventVersion[]) =>
  versions.map(({ id, version }) => `${id}@${version}`).join(',');

/** The listed events among the versions' ids, read in full, with the hash of the versions actually read. */
async function readEvents(versions: readonly search.EventVersion[], basis: readonly string[], db: Db) {
  const read = await events.getEventsWithVersions(
    db,
    versions.map((v) => v.id),
  );
  return {
    found: read.map((r) => r.event),
    contentHash: hashOf([...basis, versionsText(read.map((r) => ({ id: r.event.id, version: r.version })))]),
  };
}

type SearchFeedFormat = 'ics' | 'rss' | 'geojson';

/**
 * A feed of the search's events (events.ics, RSS, GeoJSON): its ETag from what it is rendered from and the
 * listed events' versions, and its text rendered from the events in full only when no current one is kept.
 */
async function answerSearchFeed(
  context: ExportContext,
  query: IcsFeedQuery,
  headers: FeedRequestHeaders,
  feed: {
    format: SearchFeedFormat;
    reminderMinutes?: number;
    splices?: ReturnType<typeof rssSplices>;
    render: (found: readonly Event[], language: Language, topics: readonly Topic[]) => string[];
  },
): Promise<ExportAnswer> {
  const { db } = context;
  const language = query.language ?? 'en';
  const [versions, topics] = await Promise.all([
    findFeedVersions(db, query, context.now ?? new Date()),
    taxonomy.listTopics(db),
  ]);
  const basis = contentBasis(context, feed.format, language, topics, feed.reminderMinutes);
  return answerFeed({
    cache: context.cache,
    key: feedCacheKey(feed.format, query),
    contentHash: hashOf([...basis, versionsText(versions)]),
    splices: feed.splices ?? [],
    headers,
    render: async () => {
      const { found, contentHash } = await readEvents(versions, basis, db);
      return { contentHash, parts: feed.render(found, language, topics) };
    },
  });
}

export function exportEventsIcs(
  context: ExportContext,
  query: IcsFeedQuery,
  headers: FeedRequestHeaders,
): Promise<ExportAnswer> {
  return answerSearchFeed(context, query, headers, {
    format: 'ics',
    reminderMinutes: query.reminder_minutes,
    render: (found, language, topics) => {
      const texts = TEXTS[language];
      return [
        buildCalendar(found, {
          publicUrl: context.publicUrl,
          language,
          name: texts.app,
          description: `${texts.feedDescription} ${texts.attribution(context.publicUrl)}`,
          topicNames: topicNames(topics, language),
          attribution: texts.attribution(context.publicUrl),
          reminderMinutes: query.reminder_minutes,
        }),
      ];
    },
  });
}

/** One event for "Export to Calendar": 404 for an unknown id, 410 for a deleted one, as GET /v1/event/{id}. */
export async function exportEventIcs(
  context: ExportContext,
  query: EventIcsQuery,
  headers: FeedRequestHeaders,
): Promise<ExportAnswer> {
  const language = query.language ?? 'en';
  const texts = TEXTS[language];
  const [event, topics] = await Promise.all([
    events.getEvent(context.db, query.event_id),
    taxonomy.listTopics(context.db),
  ]);
  // One row is read in full anyway: its JSON is the version.
  const contentHash = hashOf([
    ...contentBasis(context, 'event.ics', language, topics, query.reminder_minutes),
    JSON.stringify(event),
  ]);
  return answerFeed({
    cache: context.cache,
    key: JSON.stringify(['event.ics', language, event.id, query.reminder_minutes ?? null]),
    contentHash,
    splices: [],
    headers,
    render: async () => {
      const text = buildCalendar([event], {
        publicUrl: context.publicUrl,
        language,
        name: event.name,
        description: texts.attribution(context.publicUrl),
        topicNames: topicNames(topics, language),
        attribution: texts.attribution(context.publicUrl),
        reminderMinutes: query.reminder_minutes,
      });
      return { contentHash, parts: [text] };
    },
  });
}

export function exportEventsRss(
  context: ExportContext & { selfUrl: string },
  query: RssFeedQuery,
  headers: FeedRequestHeaders,
): Promise<ExportAnswer> {
  const app = TEXTS[query.language ?? 'en'].app;
  const alertName = query.alert_name?.trim();
  return answerSearchFeed(context, query, headers, {
    format: 'rss',
    splices: rssSplices(alertName ? `${alertName} – ${app}` : app, context.selfUrl),
    render: (found, language, topics) => renderRssParts(found, language, context.publicUrl, topics),
  });
}

/** The same search as the ICS and RSS feeds, as GeoJSON (issue 18), with the same validators and cache. */
export function exportEventsGeoJson(
  context: ExportContext,
  query: GeoJsonQuery,
  headers: FeedRequestHeaders,
): Promise<ExportAnswer> {
  return answerSearchFeed(context, query, headers, {
    format: 'geojson',
    render: (found, language, topics) => [
      buildGeoJson(found, {
        publicUrl: context.publicUrl,
        language,
        topicNames: topicNames(topics, language),
        attribution: TEXTS[language].attribution(context.publicUrl),
      }),
    ],
  });
}

function renderRssParts(
  found: readonly Event[],
  language: Language,
  publicUrl: string,
  topics: readonly Topic[],
) {
  const texts = TEXTS[language];
  const startFormat = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: EVENT_TIME_ZONE,
  });
  return buildRssParts(found, {
    publicUrl,
    language,
    description: texts.feedDescription,
    copyright: texts.attribution(publicUrl),
    topicNames: topicNames(topics, language),
    formatStart: (iso) => startFormat.format(new Date(iso)),
  });
}
