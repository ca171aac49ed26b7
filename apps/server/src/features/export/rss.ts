// RSS 2.0 for the alert feeds (spec §7 "Export links"): one item per event, linking to its page.
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

export function buildRss(events: readonly Event[], options: RssOptions): string {
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
  for (const event of events) {
    const location = formatLocation(event);
    const when = options.formatStart(event.start_time);
    feed.addItem({
      title: event.status === 'cancelled' ? `${cancelledPrefix(options.language)}${event.name}` : event.name,
      link: eventPageUrl(options.publicUrl, options.language, event),
      // A real permalink that survives a rename (the slug changes, the id does not); see below.
      guid: eventPermalink(options.publicUrl, options.language, event.id),
      description: [when, location, event.short_description ?? event.description].filter(Boolean).join(' · '),
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
  return feed.rss2().replaceAll('<guid isPermaLink="false">', '<guid isPermaLink="true">');
}

const cancelledPrefix = (language: 'en' | 'de') => (language === 'de' ? 'Abgesagt: ' : 'Cancelled: ');
