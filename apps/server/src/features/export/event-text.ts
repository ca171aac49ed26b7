// Plain-text renderings of an event shared by the ICS and RSS feeds.
import type { Event } from '../events/events.schemas.js';

/** "Street 1, 10115 Berlin" from the first location, or the source's raw location text. */
export function formatLocation(event: Pick<Event, 'locations' | 'raw_location'>): string {
  const first = event.locations[0];
  const street = [first?.street, first?.house_number].filter(Boolean).join(' ');
  const place = [first?.zip_code, first?.city].filter(Boolean).join(' ');
  const structured = [street, place].filter(Boolean).join(', ');
  return structured || event.raw_location?.trim() || '';
}
