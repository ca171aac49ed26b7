// The sitemap's documents (issue 18): the public screens, approved sources and public events, each in
// en and de with the web app's own paths; more than `urlsPerFile` URLs become a sitemap index of
// numbered files, each reading only its own slice of the list.
import type { Db } from '../../db/database.js';
import { slugFor } from '../export/event-page-url.js';
import {
  LANGUAGES,
  MAX_URLS_PER_FILE,
  PUBLIC_SCREEN_PATHS,
  type SitemapPage,
  sitemapIndex,
  urlSet,
} from './sitemap.js';
import {
  countListedEvents,
  countListedSources,
  type ListedPage,
  listedEvents,
  listedSources,
} from './sitemap.repository.js';

interface Counts {
  screens: number;
  sources: number;
  events: number;
}

const sourcePage = (source: ListedPage): SitemapPage => ({
  path: `sources/${slugFor(source.id, source.name)}`,
  lastModified: source.updatedAt,
});
const eventPage = (event: ListedPage): SitemapPage => ({
  path: `events/${slugFor(event.id, event.name)}`,
  lastModified: event.updatedAt,
});

export interface SitemapService {
  /** /sitemap.xml: the whole list when it fits one file, else the index of the numbered files. */
  root(): Promise<string>;
  /** /sitemaps/{file}.xml (1-based); undefined past the last file. */
  file(file: number): Promise<string | undefined>;
}

export function sitemapService(db: Db, publicUrl: string, urlsPerFile = MAX_URLS_PER_FILE): SitemapService {
  // Each page is listed in every language, so a file holds this many pages.
  const pagesPerFile = Math.max(1, Math.floor(Math.min(urlsPerFile, MAX_URLS_PER_FILE) / LANGUAGES.length));

  async function counts(): Promise<Counts> {
    const [sources, events] = await Promise.all([countListedSources(db), countListedEvents(db)]);
    return { screens: PUBLIC_SCREEN_PATHS.length, sources, events };
  }
  const fileCount = (c: Counts) => Math.ceil((c.screens + c.sources + c.events) / pagesPerFile);

  /** Pages [offset, offset + pagesPerFile) of the list: the screens, then sources by id, then events by id. */
  async function pagesFrom(c: Counts, offset: number): Promise<SitemapPage[]> {
    const end = offset + pagesPerFile;
    const screens = PUBLIC_SCREEN_PATHS.slice(offset, end).map((path) => ({ path }));
    const sourceStart = Math.max(0, offset - c.screens);
    const sourceEnd = Math.min(c.sources, Math.max(0, end - c.screens));
    const eventStart = Math.max(0, offset - c.screens - c.sources);
    const eventEnd = Math.min(c.events, Math.max(0, end - c.screens - c.sources));
    const [sources, events] = await Promise.all([
      listedSources(db, sourceStart, sourceEnd - sourceStart),
      listedEvents(db, eventStart, eventEnd - eventStart),
    ]);
    return [...screens, ...sources.map(sourcePage), ...events.map(eventPage)];
  }

  return {
    async root() {
      const found = await counts();
      const files = fileCount(found);
      if (files <= 1) return urlSet(publicUrl, await pagesFrom(found, 0));
      return sitemapIndex(publicUrl, files);
    },
    async file(file) {
      const found = await counts();
      if (file < 1 || file > fileCount(found)) return undefined;
      return urlSet(publicUrl, await pagesFrom(found, (file - 1) * pagesPerFile));
    },
  };
}
