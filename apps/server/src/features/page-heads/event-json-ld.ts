// An event page's schema.org Event (https://schema.org/Event) with the properties Google documents for event
// listings: name, startDate and location required; endDate, eventStatus, eventAttendanceMode, organizer,
// description and image recommended. Times carry the offset of Europe/Berlin, where the events happen.
import { DateTime } from 'luxon';
import { EVENT_TIME_ZONE } from '../events/event-time-zone.js';
import type { Event, EventLocation } from '../events/events.schemas.js';

export interface EventOrganizer {
  name: string;
  /** The source's page, absolute. */
  url?: string;
}

/** An ISO instant as ISO 8601 local time of Europe/Berlin with its offset, e.g. 2026-12-05T14:00:00+01:00. */
export function berlinTime(iso: string): string {
  return DateTime.fromISO(iso, { zone: EVENT_TIME_ZONE }).toISO({ suppressMilliseconds: true }) ?? iso;
}

function streetAddress(location: EventLocation): string | undefined {
  const street = [location.street, location.house_number].filter((part) => part).join(' ');
  return street === '' ? undefined : street;
}

/** A schema.org Place of the event's first location (spec §3: only the first location counts). */
function place(event: Event): object | undefined {
  const first = event.locations[0];
  if (first === undefined) {
    return event.raw_location
      ? { '@type': 'Place', name: event.raw_location, address: event.raw_location }
      : undefined;
  }
  const [longitude, latitude] = first.geography.coordinates;
  const address = {
    '@type': 'PostalAddress',
    streetAddress: streetAddress(first),
    postalCode: first.zip_code ?? undefined,
    addressLocality: first.city ?? undefined,
    addressCountry: first.country ?? undefined,
  };
  const name =
    event.raw_location || [streetAddress(first), first.city].filter((part) => part).join(', ') || undefined;
  return {
    '@type': 'Place',
    name,
    address,
    geo: { '@type': 'GeoCoordinates', latitude, longitude },
  };
}

export function eventJsonLd(
  event: Event,
  page: {
    url: string;
    description: string;
    image?: string | undefined;
    organizer?: EventOrganizer | undefined;
  },
): object {
  const organizer = page.organizer ?? (event.raw_organiser ? { name: event.raw_organiser } : undefined);
  // JSON.stringify leaves out the undefined values.
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: page.description,
    url: page.url,
    startDate: berlinTime(event.start_time),
    endDate: event.end_time === null ? undefined : berlinTime(event.end_time),
    eventStatus:
      event.status === 'cancelled'
        ? 'https://schema.org/EventCancelled'
        : 'https://schema.org/EventScheduled',
    // Assemblies happen in a place; the data knows of no online events.
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(event),
    organizer: organizer && { '@type': 'Organization', name: organizer.name, url: organizer.url },
    image: page.image === undefined ? undefined : [page.image],
  };
}
