// Each page's head from its route (DESIGN §4.12, issue 18 "What crawlers and messengers see"): event and
// source pages from their public data, screens from their titles, a deleted event's page 410 with the
// gone page's title. A page with nothing public (unknown id, a source not approved, its events) gets the
// site's generic head, so its data never shows before the web app has asked who is looking.
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import type { Event } from '../events/events.schemas.js';
import { findPublicEventPage } from '../events/events.service.js';
import { slugFor } from '../export/event-page-url.js';
import { type Language, PUBLIC_SCREEN_PATHS, pageUrl } from '../sitemap/sitemap.js';
import { getSources, titleImagePath } from '../sources/sources.service.js';
import { eventJsonLd } from './event-json-ld.js';
import { eventStartText } from './event-start-text.js';
import type { PageHead } from './page-head.js';
import { type PageRoute, pageRouteOf } from './page-route.js';
import {
  CANCELLED,
  EVENT_GONE_TEXT,
  EVENT_GONE_TITLE,
  HTML_LANG,
  pageTitle,
  SCREEN_TITLES,
  SITE_DESCRIPTION,
} from './page-texts.js';

/** Descriptions longer than this are cut at a word (previews show about 200 characters). */
const DESCRIPTION_MAX_CHARS = 240;

export interface PageAnswer {
  status: 200 | 410;
  /** The value of <html lang>. */
  htmlLang: string;
  head: PageHead;
  /** Public API reads the page's first render waits for, which its head preloads (page-preloads.ts). */
  apiReads?: readonly string[];
}

/** The type and topic names an event page waits for before it shows the event (web app: use-brief-wait.ts). */
const EVENT_PAGE_TAXONOMY_READS = ['/v1/event_type/', '/v1/topic/'] as const;
/**
 * The topic names of a source's fields. Its event lists are not preloaded: who may see which of a source's events
 * depends on the viewer.
 */
const SOURCE_PAGE_TAXONOMY_READS = ['/v1/topic/'] as const;

/** One line of at most `max` characters, cut at a word with '…'. */
export function shortText(text: string, max = DESCRIPTION_MAX_CHARS): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function placeOf(event: Event): string | undefined {
  const first = event.locations[0];
  return event.raw_location || first?.city || undefined;
}

/** "Dec 5, 2026, 2:00 PM · Köln · Housing rally", with "Cancelled ·" first when it is. */
function eventDescription(event: Event, language: Language): string {
  const parts = [
    event.status === 'cancelled' ? CANCELLED[language] : undefined,
    eventStartText(event.start_time, language),
    placeOf(event),
    event.short_description || event.description || undefined,
  ];
  return shortText(parts.filter((part) => part).join(' · '));
}

/** The site's head, kept out of search engines: for pages with nothing public to show. */
function genericHead(language: Language): PageHead {
  return {
    language,
    title: pageTitle(language, undefined),
    description: SITE_DESCRIPTION[language],
    noIndex: true,
  };
}

function screenHead(language: Language, path: string): PageHead {
  const listed = (PUBLIC_SCREEN_PATHS as readonly string[]).includes(path);
  const titleKey = path
    .replace(/^event-list\/[^/]+$/, 'event-list')
    .replace(/^(events|sources)\/[^/]+\/edit$/, '$1/*/edit')
    .replace(/^alerts\/results\/[^/]+$/, 'alerts/results/*');
  const title = SCREEN_TITLES[titleKey]?.[language];
  return {
    language,
    title: pageTitle(language, path === '' ? undefined : title),
    description: SITE_DESCRIPTION[language],
    // Only the public screens name their URL; forms, account and unknown paths are not for search engines.
    path: listed ? path : undefined,
    noIndex: !listed && titleKey !== 'event-list' && titleKey !== 'info',
  };
}

export function pageHeadsService(db: Db, publicUrl: string) {
  const absolute = (path: string | null) => (path === null ? undefined : `${publicUrl}${path}`);

  async function eventAnswer(language: Language, id: number): Promise<PageAnswer> {
    let found: Awaited<ReturnType<typeof findPublicEventPage>>;
    try {
      found = await findPublicEventPage(db, id);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'gone') throw error;
      const head = { language, title: pageTitle(language, EVENT_GONE_TITLE[language]) };
      return {
        status: 410,
        htmlLang: HTML_LANG[language],
        head: { ...head, description: EVENT_GONE_TEXT[language], noIndex: true },
      };
    }
    if (found === undefined)
      return {
        status: 200,
        htmlLang: HTML_LANG[language],
        head: genericHead(language),
      };
    const { event, organizer } = found;
    const path = `events/${slugFor(event.id, event.name)}`;
    const description = eventDescription(event, language);
    const image = organizer && absolute(titleImagePath(organizer.id, organizer.imageUpdatedAt));
    const organizerPage = organizer && {
      name: organizer.name,
      url: pageUrl(publicUrl, language, `sources/${slugFor(organizer.id, organizer.name)}`),
    };
    return {
      status: 200,
      htmlLang: HTML_LANG[language],
      // Only here, for a public event: every viewer gets the same answer to these (a preload is anonymous).
      apiReads: [`/v1/event/${event.id}`, ...EVENT_PAGE_TAXONOMY_READS],
      head: {
        language,
        title: pageTitle(language, event.name),
        description,
        path,
        type: 'article',
        image,
        jsonLd: eventJsonLd(event, {
          url: pageUrl(publicUrl, language, path),
          description,
          image,
          organizer: organizerPage,
        }),
      },
    };
  }

  async function sourceAnswer(language: Language, id: number): Promise<PageAnswer> {
    const [source] = await getSources(db, [id]);
    if (source === undefined)
      return {
        status: 200,
        htmlLang: HTML_LANG[language],
        head: genericHead(language),
      };
    return {
      status: 200,
      htmlLang: HTML_LANG[language],
      // Only here, for an approved source: every viewer gets the same answer to these (a preload is anonymous).
      apiReads: [`/v1/source/${source.id}`, ...SOURCE_PAGE_TAXONOMY_READS],
      head: {
        language,
        title: pageTitle(language, source.name),
        description: shortText(`${source.city} · ${source.description}`),
        path: `sources/${slugFor(source.id, source.name)}`,
        image: absolute(source.title_image_url),
      },
    };
  }

  return {
    /** The head and status of the page at `pathname` (without query). */
    async answerFor(pathname: string): Promise<PageAnswer> {
      const route: PageRoute = pageRouteOf(pathname);
      if (route.kind === 'event') return eventAnswer(route.language, route.id);
      if (route.kind === 'source') return sourceAnswer(route.language, route.id);
      return {
        status: 200,
        htmlLang: HTML_LANG[route.language],
        head: screenHead(route.language, route.path),
      };
    },
  };
}

export type PageHeadsService = ReturnType<typeof pageHeadsService>;
