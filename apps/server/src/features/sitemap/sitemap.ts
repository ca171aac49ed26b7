// sitemap.xml and robots.txt as text (sitemaps.org protocol 0.9, RFC 9309). Every public page is listed
// once per language with its en/de alternates; a file holds at most `urlsPerFile` <loc>s (the protocol's
// bound is 50,000), so a larger list becomes a sitemap index of numbered files.

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The sitemap protocol's bound on URLs per file. */
export const MAX_URLS_PER_FILE = 50_000;

/**
 * The public screens without data in their path (apps/web/src/paths.ts `routePatterns`); '' is home.
 * Account, admin, create/edit and device-only screens (settings, saved, alerts) are not listed.
 */
export const PUBLIC_SCREEN_PATHS = [
  '',
  'events',
  'sources',
  'analysis',
  'about',
  'source-info',
  'contribute',
  'data',
  'help',
  'contact',
  'imprint',
  'privacy-policy',
  'disclaimer',
] as const;

/**
 * Screens crawlers are kept out of: sign-in, account, the admin area and the forms (paths.ts). The
 * `/v1` API stays allowed: a crawler that renders the pages needs it.
 */
const PRIVATE_SCREEN_PATHS = [
  'login',
  'register',
  'password-reset',
  'invitation',
  'settings',
  'saved',
  'alerts',
  'administrated-sources',
  'admin',
  'events/create',
  'sources/create',
  'events/*/edit',
  'sources/*/edit',
  'error/',
  'event-not-found',
];

/** One page of the app: its path under the language segment ('' for home) and when it last changed. */
export interface SitemapPage {
  path: string;
  lastModified?: Date;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function pageUrl(publicUrl: string, language: Language, path: string): string {
  return path === '' ? `${publicUrl}/${language}` : `${publicUrl}/${language}/${path}`;
}

/** A <urlset> with one <url> per page and language, each naming both languages as alternates. */
export function urlSet(publicUrl: string, pages: readonly SitemapPage[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const alternates = LANGUAGES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(pageUrl(publicUrl, language, page.path))}"/>`,
    ).join('');
    const lastModified =
      page.lastModified === undefined ? '' : `<lastmod>${page.lastModified.toISOString()}</lastmod>`;
    for (const language of LANGUAGES) {
      lines.push(
        `<url><loc>${escapeXml(pageUrl(publicUrl, language, page.path))}</loc>${lastModified}${alternates}</url>`,
      );
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** A <sitemapindex> naming `files` numbered files: /sitemaps/1.xml … */
export function sitemapIndex(publicUrl: string, files: number): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (let file = 1; file <= files; file += 1) {
    lines.push(`<sitemap><loc>${escapeXml(sitemapFileUrl(publicUrl, file))}</loc></sitemap>`);
  }
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}

export function sitemapFileUrl(publicUrl: string, file: number): string {
  return `${publicUrl}/sitemaps/${file}.xml`;
}

export function robotsTxt(publicUrl: string): string {
  const lines = ['User-agent: *', 'Allow: /'];
  for (const language of LANGUAGES) {
    for (const path of PRIVATE_SCREEN_PATHS) lines.push(`Disallow: /${language}/${path}`);
  }
  lines.push('', `Sitemap: ${publicUrl}/sitemap.xml`, '');
  return lines.join('\n');
}
