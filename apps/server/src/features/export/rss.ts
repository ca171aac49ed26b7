// RSS 2.0 for the alert feeds (spec §7 "Export links"): one item per event, linking to its page.
import { randomUUID } from 'node:crypto';
import { Feed } from 'feed';
import type { Event } from '../events/events.schemas.js';
import { eventPageUrl, eventPermalink } from './event-page-url.js';
import { formatLocation } from './event-text.js';

export interface RssOptions {
  publicUrl: string;
  language: 'en' | 'de';
  title: string;
  description: string;
  /** The feed's own URL (atom:link rel=self, which validators ask for). */
  selfUrl: string;
  copyright: string;
  topicNames: ReadonlyMap<number, string>;
  formatStart: (iso: string) => string;
}

/** The feed as one text (the export answers join the parts of buildRssParts with rssSplices instead). */
export function buildRss(events: readonly Event[], options: RssOptions): string {
  const parts = buildRssParts(events, options);
  const [title, self] = rssSplices(options.title, options.selfUrl);
  return `${parts[0]}${title}${parts[1]}${self}${parts[2]}`;
}

// The channel's title (the alert's name) and self link belong to the request, not to the events: the feed is
// rendered once with these marks in their place and split there, so feeds that differ only in them share one
// rendering (decision 020). rssSplices writes each value as the feed library would have.
const TITLE_MARK = `rss-title-${randomUUID()}`;
const SELF_MARK = `https://rss-self-${randomUUID()}.invalid/`;

/** The feed's text in three parts: before the channel title, between it and the self link, after that. */
export function buildRssParts(
  events: readonly Event[],
  options: Omit<RssOptions, 'title' | 'selfUrl'>,
): [string, string, string] {
  const xml = renderRss(events, { ...options, title: TITLE_MARK, selfUrl: SELF_MARK });
  const [beforeTitle, afterTitle, ...extraTitles] = xml.split(TITLE_MARK);
  const [beforeSelf, afterSelf, ...extraSelves] = (afterTitle ?? '').split(SELF_MARK);
  if (extraTitles.length > 0 || extraSelves.length > 0 || afterSelf === undefined || beforeSelf === undefined)
    throw new Error('the RSS template must hold the title and the self link once each');
  return [beforeTitle ?? '', beforeSelf, afterSelf];
}

/**
 * The channel title and self link as the feed library writes them (but for forbidden control characters): xml-js text (it turns '&amp;' back into
 * '&' first, then escapes &, < and >) and the library's sanitizeUrl (the WHATWG serialisation, & escaped) in
 * an attribute (xml-js escapes ").
 */
export function rssSplices(title: string, selfUrl: string): [string, string] {
  // Beyond the library: a control character XML forbids (an alert's name may hold one) becomes a space, as in
  // the items' texts, where the library would have written a document no reader accepts.
  const text = title
    .replace(XML_FORBIDDEN, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  const href = new URL(selfUrl).toString().replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return [text, href];
}

/** The feed rendered in one pass with its real title and self link: what buildRss's splicing must equal. */
export function renderRss(events: readonly Event[], options: RssOptions): string {
  const updated = events.reduce((latest, e) => Math.max(latest, Date.parse(e.updated_at)), 0);
  const feed = new Feed({
    title: options.title,
    description: options.description,
    id: options.selfUrl,
    link: `${options.publicUrl}/${options.language}/events`,
    language: options.language,
    copyright: options.copyright,
    generator: 'Assembly Finder',
    // The newest change among the items: the same answer for unchanged data.
    updated: new Date(updated || 0),
    feedLinks: { rss: options.selfUrl },
  });
  const texts = itemTexts();
  for (const event of events) {
    const location = formatLocation(event);
    const when = options.formatStart(event.start_time);
    feed.addItem({
      title: texts.hold(
        event.status === 'cancelled' ? `${cancelledPrefix(options.language)}${event.name}` : event.name,
      ),
      link: eventPageUrl(options.publicUrl, options.language, event),
      // A real permalink that survives a rename (the slug changes, the id does not); see below.
      guid: eventPermalink(options.publicUrl, options.language, event.id),
      description: texts.hold(
        [when, location, event.short_description ?? event.description].filter(Boolean).join(' · '),
      ),
      date: new Date(event.create_time),
      published: new Date(event.create_time),
      category: event.topic_ids.flatMap((id) => {
        const name = options.topicNames.get(id);
        return name ? [{ name }] : [];
      }),
    });
  }
  // The feed library marks every explicit guid isPermaLink="false"; ours are permalinks, so readers may
  // open them (RSS 2.0 <guid>).
  return texts.writeInto(feed.rss2()).replaceAll('<guid isPermaLink="false">', '<guid isPermaLink="true">');
}

// The feed library writes titles and descriptions as CDATA and escapes only the first ']]>', so a second
// one would end the section and let the rest be read as XML. It gets a placeholder instead, which is then
// replaced by the text escaped as XML character data.
function itemTexts() {
  const prefix = `rss-text-${randomUUID()}-`;
  const held: string[] = [];
  return {
    hold(text: string): string {
      held.push(text);
      return `${prefix}${held.length - 1}`;
    },
    writeInto(xml: string): string {
      return xml.replace(new RegExp(`<!\\[CDATA\\[${prefix}(\\d+)\\]\\]>`, 'g'), (_match, index: string) =>
        escapeXmlText(held[Number(index)] ?? ''),
      );
    },
  };
}

// XML 1.0 allows no control character but tab, line feed and carriage return, not even escaped.
const XML_FORBIDDEN = /[^\P{Cc}\t\n\r]|[\uFFFE\uFFFF]/gu;

function escapeXmlText(text: string): string {
  return text
    .replace(XML_FORBIDDEN, ' ')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const cancelledPrefix = (language: 'en' | 'de') => (language === 'de' ? 'Abgesagt: ' : 'Cancelled: ');
