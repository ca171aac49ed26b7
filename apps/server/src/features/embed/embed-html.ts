// The embeddable widget's page (issue 18 "Open exports"): a list of upcoming events, server-rendered HTML
// without scripts or map, small enough for another site's sidebar. Its one stylesheet is inline, allowed by
// its hash in the page's own Content-Security-Policy.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../http/html-text.js';
import type { Event } from '../events/events.schemas.js';
import { eventPageUrl } from '../export/event-page-url.js';
import { eventStartText } from '../page-heads/event-start-text.js';
import { HTML_LANG, SITE_NAME } from '../page-heads/page-texts.js';
import type { Language } from '../sitemap/sitemap.js';

const STYLE = [
  'body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#1f2933;background:#fff}',
  'main{padding:12px}h1{font-size:16px;margin:0 0 8px}ol{list-style:none;margin:0;padding:0}',
  'li{padding:8px 0;border-top:1px solid #e4e7eb}a{color:#b4232c;font-weight:600;text-decoration:none}',
  'a:hover{text-decoration:underline}.meta{color:#52606d;font-size:13px}.cancelled{color:#b4232c}',
  'footer{padding:8px 12px;font-size:12px;color:#52606d;border-top:1px solid #e4e7eb}footer a{font-weight:400}',
].join('');

/** The CSP source of the inline stylesheet: the only thing the page loads. */
export const EMBED_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const TEXTS = {
  en: {
    upcoming: 'Upcoming events',
    of: (name: string) => `Upcoming events of ${name}`,
    none: 'No upcoming events.',
    cancelled: 'Cancelled',
    notFound: 'This source is not listed.',
    licence: 'Data licensed under CC BY-SA 4.0',
  },
  de: {
    upcoming: 'Kommende Veranstaltungen',
    of: (name: string) => `Kommende Veranstaltungen von ${name}`,
    none: 'Keine kommenden Veranstaltungen.',
    cancelled: 'Abgesagt',
    notFound: 'Diese Quelle ist nicht gelistet.',
    licence: 'Daten lizenziert unter CC BY-SA 4.0',
  },
} as const;

export interface EmbedPage {
  language: Language;
  publicUrl: string;
  /** The source whose events these are; absent for an area. */
  sourceName?: string | undefined;
  /** Undefined: the source is not public (the page says so, nothing else). */
  events: readonly Event[] | undefined;
}

function eventItem(event: Event, page: EmbedPage): string {
  const texts = TEXTS[page.language];
  const place = event.raw_location || event.locations[0]?.city || '';
  const cancelled =
    event.status === 'cancelled' ? `<span class="cancelled">${texts.cancelled}</span> · ` : '';
  const href = escapeHtml(eventPageUrl(page.publicUrl, page.language, event));
  return (
    `<li><a href="${href}" target="_blank" rel="noopener">${escapeHtml(event.name)}</a>` +
    `<div class="meta">${cancelled}<time datetime="${escapeHtml(event.start_time)}">` +
    `${escapeHtml(eventStartText(event.start_time, page.language))}</time>` +
    `${place ? ` · ${escapeHtml(place)}` : ''}</div></li>`
  );
}

export function renderEmbedPage(page: EmbedPage): string {
  const texts = TEXTS[page.language];
  const heading = page.sourceName === undefined ? texts.upcoming : texts.of(page.sourceName);
  const body =
    page.events === undefined
      ? `<p>${texts.notFound}</p>`
      : page.events.length === 0
        ? `<p>${texts.none}</p>`
        : `<ol>${page.events.map((event) => eventItem(event, page)).join('')}</ol>`;
  const home = escapeHtml(`${page.publicUrl}/${page.language}`);
  return [
    '<!doctype html>',
    `<html lang="${HTML_LANG[page.language]}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(heading)} – ${SITE_NAME[page.language]}</title>`,
    `<style>${STYLE}</style></head><body><main><h1>${escapeHtml(heading)}</h1>${body}</main>`,
    `<footer><a href="${home}" target="_blank" rel="noopener">${SITE_NAME[page.language]}</a> · ${texts.licence}</footer>`,
    '</body></html>',
    '',
  ].join('\n');
}
