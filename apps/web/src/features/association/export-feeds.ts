// Subscription links to all upcoming events (spec §7 "Export links"), shown on the Data page.
import { EXPORT_FEED_LIMIT } from '../../constants';
import type { FeedKind } from '../../i18n/pages.en';

// GeoJSON (issue 18) is a download, not a subscription: its link keeps the http(s) scheme.
const FEEDS: Readonly<Record<FeedKind, { path: string; scheme?: string }>> = {
  ics: { path: '/v1/export/ics/events.ics', scheme: 'webcal:' },
  rss: { path: '/v1/export/rss/feed', scheme: 'feed:' },
  geojson: { path: '/v1/export/geojson' },
};

/**
 * The plain http(s) address of a feed at the app's origin, first page of EXPORT_FEED_LIMIT events, with
 * `criteria` appended (an alert's, spec §7; each list value as a repeated parameter).
 */
export function exportFeedUrl(
  origin: string,
  kind: FeedKind,
  criteria: Readonly<Record<string, string | number | readonly number[] | undefined>> = {},
): string {
  const url = new URL(FEEDS[kind].path, origin);
  url.searchParams.set('limit', String(EXPORT_FEED_LIMIT));
  url.searchParams.set('offset', '0');
  for (const [key, value] of Object.entries(criteria)) {
    if (value === undefined || value === '') continue;
    for (const part of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(part));
  }
  return url.href;
}

/** The subscription link: the same address with the scheme replaced by webcal: or feed: (GeoJSON: as is). */
export function exportFeedSubscriptionUrl(
  origin: string,
  kind: FeedKind,
  criteria?: Parameters<typeof exportFeedUrl>[2],
): string {
  const url = exportFeedUrl(origin, kind, criteria);
  const scheme = FEEDS[kind].scheme;
  return scheme === undefined ? url : url.replace(/^https?:/, scheme);
}
