import { describe, expect, it } from 'vitest';
// The web app's own slug rule: the server's copy must agree with it on every demo event name.
import { idFromSlug, slugFor as webSlugFor } from '../../../../web/src/slug.js';
import { buildDemoData } from '../../seed/demo-data.js';
import { eventPageUrl, eventPermalink, slugFor } from './event-page-url.js';

describe('event page links', () => {
  const names = buildDemoData(new Date('2026-03-15T09:30:00Z')).events.map((e) => e.name);

  it('gives the same slug as the web app for every demo event', () => {
    expect(names.length).toBeGreaterThan(100);
    names.forEach((name, i) => {
      expect(slugFor(i + 1, name)).toBe(webSlugFor(i + 1, name));
    });
  });

  it.each([
    ['Großdemo „Wir haben es satt!“ in München', 7, '7--grossdemo-wir-haben-es-satt-in-munchen'],
    ['Café-Treff: Mieten runter', 12, '12--cafe-treff-mieten-runter'],
    ['„…“', 3, '3'],
  ])('slugs %j as the web app does', (name, id, slug) => {
    expect(slugFor(id, name)).toBe(slug);
    expect(webSlugFor(id, name)).toBe(slug);
    expect(idFromSlug(slug)).toBe(id);
  });

  it('builds the page URL and a permalink the web app reads the id from', () => {
    expect(eventPageUrl('https://x.org', 'de', { id: 5, name: 'Kundgebung am Rathaus' })).toBe(
      'https://x.org/de/events/5--kundgebung-am-rathaus',
    );
    const permalink = eventPermalink('https://x.org', 'en', 5);
    expect(permalink).toBe('https://x.org/en/events/5');
    expect(idFromSlug(permalink.split('/').pop())).toBe(5);
  });
});
