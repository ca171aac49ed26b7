// A page's own <head> elements as HTML text (DESIGN §4.12): title, description, canonical URL with its
// en/de alternates, Open Graph and Twitter card tags, and JSON-LD. Every value is escaped here.
import { escapeHtml } from '../../http/html-text.js';
import { LANGUAGES, type Language, pageUrl } from '../sitemap/sitemap.js';
import { OG_LOCALE, SITE_NAME } from './page-texts.js';

export interface PageHead {
  language: Language;
  title: string;
  description: string;
  /** The page's path under the language segment ('' is home) when it is a public page; else no canonical. */
  path?: string;
  /** Open Graph type: 'website' unless a page says otherwise. */
  type?: 'website' | 'article';
  /** An absolute image URL for previews. */
  image?: string;
  /** Keeps the page out of search engines (a page with nothing public to show). */
  noIndex?: boolean;
  /** A schema.org object, written as application/ld+json. */
  jsonLd?: object;
}

/**
 * JSON for inside <script>: '<' as \u003c, so neither `</script>` nor `<!--` can end or change the element,
 * '>' and '&' alike; U+2028 and U+2029 escaped for parsers older than ES2019. JSON.parse reads it back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The elements to put into <head>, one a line. */
export function renderPageHead(publicUrl: string, head: PageHead): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noIndex) lines.push(meta('name', 'robots', 'noindex'));
  const path = head.path;
  const url = path === undefined ? undefined : pageUrl(publicUrl, head.language, path);
  if (path !== undefined && url !== undefined) {
    lines.push(`<link rel="canonical" href="${escapeHtml(url)}">`);
    for (const language of LANGUAGES) {
      const href = escapeHtml(pageUrl(publicUrl, language, path));
      lines.push(`<link rel="alternate" hreflang="${language}" href="${href}">`);
    }
    lines.push(
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(publicUrl, 'en', path))}">`,
    );
  }
  lines.push(
    meta('property', 'og:site_name', SITE_NAME[head.language]),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', OG_LOCALE[head.language]),
  );
  for (const language of LANGUAGES) {
    if (language !== head.language) lines.push(meta('property', 'og:locale:alternate', OG_LOCALE[language]));
  }
  if (url !== undefined) lines.push(meta('property', 'og:url', url));
  if (head.image !== undefined) lines.push(meta('property', 'og:image', head.image));
  lines.push(
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image !== undefined) lines.push(meta('name', 'twitter:image', head.image));
  if (head.jsonLd !== undefined) {
    lines.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  }
  return lines.join('\n');
}
