import { type CheerioAPI, load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeWebDist, type FakeWebDist } from '../../test-support/fake-web-dist.js';
import { rawRequest } from '../../test-support/raw-http.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { insertWriteWorld, type WriteWorld } from '../events/event-writes.test-support.js';
import { slugFor } from '../export/event-page-url.js';
import { missingRecommended, schemaOrgEventIssues } from './schema-org-event.test-support.js';

const PUBLIC_URL = 'https://assembly.example.org';
const SITE = { en: 'Assembly Finder', de: 'Versammlungsfinder' } as const;

interface Page {
  status: number;
  $: CheerioAPI;
  html: string;
}

// Issue 18 "What crawlers and messengers see": each page's HTML over real HTTP, parsed, with the fake build
// of the web app in place.
describe('the heads of the pages', () => {
  let testApp: TestApp;
  let dist: FakeWebDist;
  let world: WriteWorld;
  const ids = { rally: 0, cancelled: 0, noSource: 0, pending: 0, deleted: 0 };
  const start = new Date('2026-12-05T13:00:00Z'); // 14:00 in Berlin (winter time)
  const end = new Date('2026-12-05T16:30:00Z');

  async function insertEvent(values: {
    name: string;
    sourceId: number | null;
    deleted?: boolean;
    cancelled?: boolean;
    description?: string;
  }): Promise<number> {
    const { id } = await testApp.db
      .insertInto('events')
      .values({
        name: values.name,
        description: values.description ?? 'We meet at the fountain and walk to the town hall.',
        short_description: 'Housing rally',
        event_type_id: world.eventTypeIds[0],
        locations: JSON.stringify([
          {
            geography: { type: 'Point', coordinates: [6.9583, 50.9413] },
            country: 'DE',
            city: 'Köln',
            zip_code: '50667',
            street: 'Rathausplatz',
            house_number: '1',
          },
          { geography: { type: 'Point', coordinates: [6.95, 50.94] }, city: 'Köln' },
        ]),
        raw_location: 'Rathausplatz, Köln',
        start_time: start,
        end_time: end,
        raw_organiser: 'Bündnis Wohnen',
        organising_source_id: values.sourceId,
        status: values.cancelled ? 'cancelled' : 'scheduled',
        deleted_at: values.deleted ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function get(path: string): Promise<Page> {
    const response = await rawRequest(`${testApp.baseUrl}${path}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const html = response.body.toString();
    return { status: response.status, $: load(html), html };
  }
  const metaOf = ($: CheerioAPI, key: string) =>
    $(`meta[property="${key}"], meta[name="${key}"]`).attr('content');
  const jsonLdOf = ($: CheerioAPI): Record<string, unknown>[] =>
    $('script[type="application/ld+json"]')
      .toArray()
      .map((element) => JSON.parse($(element).text()) as Record<string, unknown>);
  /** The API reads the head preloads, each as fetch() asks for it by default (mode cors, credentials same-origin). */
  const fetchPreloadsOf = ($: CheerioAPI): string[] =>
    $('link[rel="preload"]')
      .toArray()
      .map((element) => {
        expect($(element).attr('as')).toBe('fetch');
        expect($(element).attr('crossorigin')).toBe('anonymous');
        return $(element).attr('href') ?? '';
      });
  const sourceName = async (id: number) =>
    (await testApp.db.selectFrom('sources').select('name').where('id', '=', id).executeTakeFirstOrThrow())
      .name;

  beforeAll(async () => {
    dist = await createFakeWebDist();
    testApp = await startTestApp({ config: { publicUrl: PUBLIC_URL, webDistDir: dist.dir } });
    world = await insertWriteWorld(testApp.db, testApp.config);
    await testApp.db
      .insertInto('source_title_images')
      .values({ source_id: world.sourceId, content: new Uint8Array([1, 2, 3]), mime_type: 'image/png' })
      .execute();
    ids.rally = await insertEvent({ name: 'Rally for affordable housing', sourceId: world.sourceId });
    ids.cancelled = await insertEvent({
      name: 'Cancelled vigil',
      sourceId: world.otherSourceId,
      cancelled: true,
    });
    ids.noSource = await insertEvent({
      name: 'Versammlung </script><script>alert(1)</script> \u2028 "quoted" & more',
      sourceId: null,
    });
    ids.pending = await insertEvent({ name: 'Pending secret vigil', sourceId: world.pendingSourceId });
    ids.deleted = await insertEvent({ name: 'Deleted rally', sourceId: world.sourceId, deleted: true });
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
    await dist?.remove();
  });

  describe.each(['en', 'de'] as const)('in %s', (language) => {
    it('an event page carries the event: title, description, canonical, alternates, previews and a valid schema.org Event', async () => {
      const slug = slugFor(ids.rally, 'Rally for affordable housing');
      // An old slug still finds the event; the canonical URL names the current one.
      const { status, $ } = await get(`/${language}/events/${ids.rally}--old-name`);
      expect(status).toBe(200);
      expect($('html').attr('lang')).toBe(language === 'en' ? 'en-US' : 'de-DE');
      expect($('title').length).toBe(1);
      expect($('title').text()).toBe(`Rally for affordable housing – ${SITE[language]}`);
      const description = metaOf($, 'description') ?? '';
      expect(description).toContain('Rathausplatz, Köln');
      expect(description).toContain('Housing rally');
      expect(description).toContain(language === 'en' ? '2:00' : '14:00');
      expect($('meta[name="description"]').length).toBe(1);
      const canonical = `${PUBLIC_URL}/${language}/events/${slug}`;
      expect($('link[rel="canonical"]').attr('href')).toBe(canonical);
      expect($('link[rel="alternate"][hreflang="en"]').attr('href')).toBe(`${PUBLIC_URL}/en/events/${slug}`);
      expect($('link[rel="alternate"][hreflang="de"]').attr('href')).toBe(`${PUBLIC_URL}/de/events/${slug}`);
      expect($('link[rel="alternate"][hreflang="x-default"]').attr('href')).toBe(
        `${PUBLIC_URL}/en/events/${slug}`,
      );
      expect(metaOf($, 'og:title')).toBe($('title').text());
      expect(metaOf($, 'og:url')).toBe(canonical);
      expect(metaOf($, 'og:type')).toBe('article');
      expect(metaOf($, 'og:locale')).toBe(language === 'en' ? 'en_US' : 'de_DE');
      expect(metaOf($, 'twitter:card')).toBe('summary');
      const image = metaOf($, 'og:image') ?? '';
      expect(image).toMatch(new RegExp(`^${PUBLIC_URL}/v1/source/${world.sourceId}/title-image\\?v=\\d+$`));
      expect(metaOf($, 'twitter:image')).toBe(image);
      // The image the head names is served.
      const served = await rawRequest(`${testApp.baseUrl}${image.slice(PUBLIC_URL.length)}`);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      // The web app's script is still there.
      expect($('script[type="module"]').attr('src')).toBe('/assets/app-abc123.js');
      // The public reads its first render waits for start with the page, as the app's fetch() will ask for them.
      expect(fetchPreloadsOf($)).toEqual([`/v1/event/${ids.rally}`, '/v1/event_type/', '/v1/topic/']);
      for (const path of fetchPreloadsOf($)) {
        expect((await rawRequest(`${testApp.baseUrl}${path}`)).status, path).toBe(200);
      }

      const [jsonLd, ...others] = jsonLdOf($);
      expect(others).toEqual([]);
      expect(schemaOrgEventIssues(jsonLd)).toEqual([]);
      expect(missingRecommended(jsonLd ?? {})).toEqual([]);
      expect(jsonLd).toMatchObject({
        name: 'Rally for affordable housing',
        url: canonical,
        startDate: '2026-12-05T14:00:00+01:00',
        endDate: '2026-12-05T17:30:00+01:00',
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: 'Rathausplatz, Köln',
          address: {
            '@type': 'PostalAddress',
            streetAddress: 'Rathausplatz 1',
            postalCode: '50667',
            addressLocality: 'Köln',
            addressCountry: 'DE',
          },
          geo: { '@type': 'GeoCoordinates', latitude: 50.9413, longitude: 6.9583 },
        },
        organizer: {
          '@type': 'Organization',
          name: await sourceName(world.sourceId),
          url: `${PUBLIC_URL}/${language}/sources/${slugFor(world.sourceId, await sourceName(world.sourceId))}`,
        },
        image: [image],
      });
    });

    it('a cancelled event is EventCancelled and says so in its description', async () => {
      const { status, $ } = await get(`/${language}/events/${ids.cancelled}`);
      expect(status).toBe(200);
      const [jsonLd] = jsonLdOf($);
      expect(schemaOrgEventIssues(jsonLd)).toEqual([]);
      expect(jsonLd?.eventStatus).toBe('https://schema.org/EventCancelled');
      expect(metaOf($, 'description')).toMatch(language === 'en' ? /^Cancelled · / : /^Abgesagt · /);
      // Its source has no title image: no image is named.
      expect(metaOf($, 'og:image')).toBeUndefined();
      expect(jsonLd?.image).toBeUndefined();
    });

    it('escapes names in the head and in the JSON-LD, which reads back unchanged', async () => {
      const name = 'Versammlung </script><script>alert(1)</script> \u2028 "quoted" & more';
      const { status, $, html } = await get(`/${language}/events/${ids.noSource}`);
      expect(status).toBe(200);
      expect(html).not.toContain('<script>alert(1)</script>');
      const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(script).toContain('\\u003c/script\\u003e');
      expect(script).toContain('\\u2028');
      expect(script).not.toContain('\u2028');
      expect($('title').text()).toBe(`${name} – ${SITE[language]}`);
      expect(metaOf($, 'og:title')).toBe(`${name} – ${SITE[language]}`);
      const [jsonLd] = jsonLdOf($);
      expect(jsonLd?.name).toBe(name);
      expect(schemaOrgEventIssues(jsonLd)).toEqual([]);
      // No source: the organiser as the source wrote it.
      expect(jsonLd?.organizer).toEqual({ '@type': 'Organization', name: 'Bündnis Wohnen' });
    });

    it('a deleted event answers 410 with the gone page, nothing of the event in it', async () => {
      const { status, $, html } = await get(`/${language}/events/${ids.deleted}--deleted-rally`);
      expect(status).toBe(410);
      expect($('html').attr('lang')).toBe(language === 'en' ? 'en-US' : 'de-DE');
      const gone = language === 'en' ? 'The event is gone.' : 'Die Veranstaltung ist nicht mehr da.';
      expect($('title').text()).toBe(`${gone} – ${SITE[language]}`);
      expect(metaOf($, 'robots')).toBe('noindex');
      expect(jsonLdOf($)).toEqual([]);
      expect(fetchPreloadsOf($)).toEqual([]);
      expect(html).not.toContain('Deleted rally');
      expect($('#root').length).toBe(1);
    });

    it("a pending source's event and page keep their data out of the head", async () => {
      for (const path of [
        `/${language}/events/${ids.pending}--pending-secret-vigil`,
        `/${language}/sources/${world.pendingSourceId}`,
        `/${language}/events/999999`,
        `/${language}/sources/999999`,
      ]) {
        const { status, $, html } = await get(path);
        expect(status, path).toBe(200);
        expect($('title').text(), path).toBe(SITE[language]);
        expect(metaOf($, 'robots'), path).toBe('noindex');
        expect($('link[rel="canonical"]').length, path).toBe(0);
        expect(jsonLdOf($), path).toEqual([]);
        // An anonymous preload's answer would be handed to a viewer who may see more.
        expect(fetchPreloadsOf($), path).toEqual([]);
        expect(html, path).not.toContain('Pending secret vigil');
        expect(html, path).not.toContain(await sourceName(world.pendingSourceId));
      }
    });

    it('a source page carries its name, description, canonical URL and title image', async () => {
      const name = await sourceName(world.sourceId);
      const slug = slugFor(world.sourceId, name);
      const { status, $ } = await get(`/${language}/sources/${slug}`);
      expect(status).toBe(200);
      expect($('title').text()).toBe(`${name} – ${SITE[language]}`);
      expect(metaOf($, 'description')).toBe('Köln · A neighbourhood initiative.');
      expect($('link[rel="canonical"]').attr('href')).toBe(`${PUBLIC_URL}/${language}/sources/${slug}`);
      expect($('link[rel="alternate"][hreflang="de"]').attr('href')).toBe(`${PUBLIC_URL}/de/sources/${slug}`);
      expect(metaOf($, 'og:image')).toMatch(
        new RegExp(`^${PUBLIC_URL}/v1/source/${world.sourceId}/title-image`),
      );
      expect(metaOf($, 'robots')).toBeUndefined();
      expect(fetchPreloadsOf($)).toEqual([`/v1/source/${world.sourceId}`, '/v1/topic/']);
    });

    it('text pages and screens have their own titles, public ones a canonical URL', async () => {
      const titles = {
        about: { en: 'About', de: 'Über uns' },
        imprint: { en: 'Imprint', de: 'Impressum' },
        'privacy-policy': { en: 'Privacy Policy', de: 'Datenschutzerklärung' },
        events: { en: 'Find Events', de: 'Veranstaltungen finden' },
      } as const;
      for (const [path, title] of Object.entries(titles)) {
        const { status, $ } = await get(`/${language}/${path}`);
        expect(status, path).toBe(200);
        expect($('title').text(), path).toBe(`${title[language]} – ${SITE[language]}`);
        expect($('link[rel="canonical"]').attr('href'), path).toBe(`${PUBLIC_URL}/${language}/${path}`);
        expect(metaOf($, 'robots'), path).toBeUndefined();
        expect(fetchPreloadsOf($), path).toEqual([]);
      }
      const home = await get(`/${language}`);
      expect(home.$('title').text()).toBe(SITE[language]);
      expect(home.$('link[rel="canonical"]').attr('href')).toBe(`${PUBLIC_URL}/${language}`);
      // Sign-in is no page for search engines.
      const login = await get(`/${language}/login`);
      expect(login.$('title').text()).toBe(
        `${language === 'en' ? 'Welcome Back' : 'Willkommen zurück'} – ${SITE[language]}`,
      );
      expect(metaOf(login.$, 'robots')).toBe('noindex');
      expect(login.$('link[rel="canonical"]').length).toBe(0);
    });
  });

  it('a path without a language segment is English; the root is home', async () => {
    const { status, $ } = await get('/');
    expect(status).toBe(200);
    expect($('html').attr('lang')).toBe('en-US');
    expect($('title').text()).toBe(SITE.en);
    expect((await get('/about')).$('title').text()).toBe(`About – ${SITE.en}`);
  });
});
