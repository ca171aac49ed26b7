// An alert's export links (spec §7 "Export links"): the calendar and RSS feeds with every criterion of the
// alert appended (alert_name on RSS too), as webcal: / feed: subscriptions and as plain links to copy, and
// the same events as GeoJSON (issue 18).
import { exportFeedSubscriptionUrl, exportFeedUrl } from '../association';
import type { StoredAlert } from './stored-alert';
import { toPollBody } from './stored-alert';

export interface AlertExportLinks {
  calendar: string;
  calendarCopy: string;
  rss: string;
  rssCopy: string;
  /** The alert's events as GeoJSON (issue 18): a download, with the feeds' criteria. */
  geojson: string;
}

function criteriaOf(alert: StoredAlert) {
  const poll = toPollBody(alert);
  return {
    address_language: alert.alertType === 'address' ? (alert.addressLanguage ?? 'en') : undefined,
    event_name: poll.event_name,
    type_ids: poll.type_ids,
    topic_ids: poll.topic_ids,
    city: poll.city,
    country: poll.country,
    zip_code: poll.zip_code,
    latitude: poll.latitude,
    longitude: poll.longitude,
    radius_km: poll.radius_km,
  };
}

export function alertExportLinks(origin: string, alert: StoredAlert): AlertExportLinks {
  const criteria = criteriaOf(alert);
  const rssCriteria = { ...criteria, alert_name: alert.name };
  return {
    calendar: exportFeedSubscriptionUrl(origin, 'ics', criteria),
    calendarCopy: exportFeedUrl(origin, 'ics', criteria),
    rss: exportFeedSubscriptionUrl(origin, 'rss', rssCriteria),
    rssCopy: exportFeedUrl(origin, 'rss', rssCriteria),
    geojson: exportFeedUrl(origin, 'geojson', criteria),
  };
}
