// Export feeds (spec §7 "Export links"): the alert's criteria → public events (through events.service, the
// same rules as the event calls) → ICS or RSS, with the CC BY-SA 4.0 attribution the data licence requires.
import type { Db } from '../../db/database.js';
import type { Event } from '../events/events.schemas.js';
import * as events from '../events/events.service.js';
import { EVENT_PAGE_SIZE_MAX } from '../events/search/event-search.schemas.js';
import * as search from '../events/search/event-search.service.js';
import * as taxonomy from '../taxonomy/taxonomy.service.js';
import {
  type EventIcsQuery,
  EXPORT_LIMIT_DEFAULT,
  type IcsFeedQuery,
  type RssFeedQuery,
} from './export.schemas.js';
import { toSearchCriteria } from './export-criteria.js';
import { buildCalendar, EVENT_TIME_ZONE } from './ics.js';
import { buildRss } from './rss.js';

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
  publicUrl: string;
  now?: Date;
}

/** The feed's events: searchEvents pages at most 100 at a time, so larger feeds are read in pages. */
async function findFeedEvents(db: Db, query: IcsFeedQuery, now: Date): Promise<Event[]> {
  const criteria = toSearchCriteria(query, now);
  const limit = query.limit ?? EXPORT_LIMIT_DEFAULT;
  const found: Event[] = [];
  for (let offset = query.offset ?? 0; found.length < limit; ) {
    const size = Math.min(EVENT_PAGE_SIZE_MAX, limit - found.length);
    const page = await search.searchEvents(db, { ...criteria, offset, limit: size }, { input: 'query', now });
    found.push(...page);
    if (page.length < size) break;
    offset += size;
  }
  return found;
}

async function topicNames(db: Db, language: Language): Promise<Map<number, string>> {
  const topics = await taxonomy.listTopics(db);
  return new Map(topics.map((t) => [t.id, language === 'de' ? t.name_de : t.name_en]));
}

export async function exportEventsIcs(db: Db, query: IcsFeedQuery, context: ExportContext): Promise<string> {
  const language = query.language ?? 'en';
  const texts = TEXTS[language];
  const [found, names] = await Promise.all([
    findFeedEvents(db, query, context.now ?? new Date()),
    topicNames(db, language),
  ]);
  return buildCalendar(found, {
    publicUrl: context.publicUrl,
    language,
    name: texts.app,
    description: `${texts.feedDescription} ${texts.attribution(context.publicUrl)}`,
    topicNames: names,
    attribution: texts.attribution(context.publicUrl),
  });
}

/** One event for "Export to Calendar": 404 for an unknown id, 410 for a deleted one, as GET /v1/event/{id}. */
export async function exportEventIcs(db: Db, query: EventIcsQuery, context: ExportContext): Promise<string> {
  const language = query.language ?? 'en';
  const texts = TEXTS[language];
  const [event, names] = await Promise.all([events.getEvent(db, query.event_id), topicNames(db, language)]);
  return buildCalendar([event], {
    publicUrl: context.publicUrl,
    language,
    name: event.name,
    description: texts.attribution(context.publicUrl),
    topicNames: names,
    attribution: texts.attribution(context.publicUrl),
  });
}

export async function exportEventsRss(
  db: Db,
  query: RssFeedQuery,
  context: ExportContext & { selfUrl: string },
): Promise<string> {
  const language = query.language ?? 'en';
  const texts = TEXTS[language];
  const [found, names] = await Promise.all([
    findFeedEvents(db, query, context.now ?? new Date()),
    topicNames(db, language),
  ]);
  const startFormat = new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: EVENT_TIME_ZONE,
  });
  const alertName = query.alert_name?.trim();
  return buildRss(found, {
    publicUrl: context.publicUrl,
    language,
    title: alertName ? `${alertName} – ${texts.app}` : texts.app,
    description: texts.feedDescription,
    selfUrl: context.selfUrl,
    copyright: texts.attribution(context.publicUrl),
    topicNames: names,
    formatStart: (iso) => startFormat.format(new Date(iso)),
  });
}
