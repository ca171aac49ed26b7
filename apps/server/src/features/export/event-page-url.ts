// Links from feeds to the web app's event page. slugFor must give the same slug as apps/web/src/slug.ts
// (event-page-url.test.ts checks both on the demo data): the server cannot import the web app's code.

/** `{id}--{words}`: lower-case ASCII words of the name, joined by single dashes (spec §2 "Slugs"). */
export function slugFor(id: number, name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/ß/g, 'ss')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words ? `${id}--${words}` : String(id);
}

/** The event page, e.g. https://example.org/de/events/12--klimastreik-am-rathaus. */
export function eventPageUrl(
  publicUrl: string,
  language: 'en' | 'de',
  event: { id: number; name: string },
): string {
  return `${publicUrl}/${language}/events/${slugFor(event.id, event.name)}`;
}

/** The event page by id alone: the web app reads the id before '--', so this link survives renames. */
export function eventPermalink(publicUrl: string, language: 'en' | 'de', eventId: number): string {
  return `${publicUrl}/${language}/events/${eventId}`;
}
