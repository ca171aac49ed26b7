// Which page of the web app a path names (apps/web/src/paths.ts): its language and, for event and source
// pages, the id their slug starts with (spec §2 "Slugs": `{id}--{words}`).
import { LANGUAGES, type Language } from '../sitemap/sitemap.js';

export type PageRoute =
  | { kind: 'event'; language: Language; id: number }
  | { kind: 'source'; language: Language; id: number }
  | { kind: 'screen'; language: Language; path: string };

const MAX_ID = 2_147_483_647;

/** The id before '--' (or the whole segment), as the web app's idFromSlug reads it; undefined if none. */
function idOf(slug: string): number | undefined {
  const head = slug.split('--', 1)[0] ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(head)) return undefined;
  const id = Number(head);
  return id <= MAX_ID ? id : undefined;
}

/** The page a request path names; the language segment is optional and English without one (spec §2). */
export function pageRouteOf(pathname: string): PageRoute {
  const segments = pathname.split('/').filter((part) => part !== '');
  const first = segments[0];
  const language: Language = LANGUAGES.find((l) => l === first) ?? 'en';
  const rest = segments.slice(first === language ? 1 : 0);
  if (rest.length === 2 && (rest[0] === 'events' || rest[0] === 'sources')) {
    let id: number | undefined;
    try {
      id = idOf(decodeURIComponent(rest[1] ?? ''));
    } catch {
      id = undefined;
    }
    if (id !== undefined) return { kind: rest[0] === 'events' ? 'event' : 'source', language, id };
  }
  return { kind: 'screen', language, path: rest.join('/') };
}
