import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testEvent } from '../features/events/test-events';
import { i18n } from '../i18n';
import { renderApp } from '../test/render-app';

// document.title and <html lang> follow the route as the server's page heads name them
// (apps/server/src/features/page-heads): '{page} – {app name}', the app name alone at home.
const EVENT = testEvent({ id: 42, name: 'Klimastreik Berlin', organising_source_id: null });
const SEEDED: [readonly unknown[], unknown][] = [
  [['event', 42], EVENT],
  [['event', 42, 'same-location'], []],
  [['event', 42, 'similar'], []],
  [['taxonomy', 'topics'], []],
  [['taxonomy', 'event-types'], [{ id: 1, name_en: 'March', name_de: 'Aufzug' }]],
];
const TEXTS = {
  en: {
    app: 'Assembly Finder',
    lang: 'en-US',
    about: 'About',
    imprint: 'Imprint',
    events: 'Find Events',
    gone: 'The event is gone.',
  },
  de: {
    app: 'Versammlungsfinder',
    lang: 'de-DE',
    about: 'Über uns',
    imprint: 'Impressum',
    events: 'Veranstaltungen finden',
    gone: 'Die Veranstaltung ist nicht mehr da.',
  },
} as const;

const fetchMock = vi.fn(async (request: Request) => {
  const url = new URL(request.url);
  if (url.pathname === '/v1/event/99')
    return Response.json({ detail: 'The event is gone.' }, { status: 410 });
  if (url.pathname === '/v1/event/all') return Response.json({ events: [], total: 0, offset: 0, limit: 4 });
  if (url.pathname === '/v1/event/markers') return Response.json({ source_types: [], markers: [] });
  return Response.json([]);
});

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe.each(['en', 'de'] as const)('the document title and language in %s', (language) => {
  const texts = TEXTS[language];

  it('follow each route: text pages, screens, home and an event page', async () => {
    const { router } = renderApp(`/${language}/about`, { queryData: SEEDED });
    await waitFor(() => expect(document.title).toBe(`${texts.about} – ${texts.app}`));
    expect(document.documentElement.lang).toBe(texts.lang);

    await act(() => router.navigate(`/${language}/imprint`));
    await waitFor(() => expect(document.title).toBe(`${texts.imprint} – ${texts.app}`));

    await act(() => router.navigate(`/${language}/events`));
    await waitFor(() => expect(document.title).toBe(`${texts.events} – ${texts.app}`));

    await act(() => router.navigate(`/${language}/events/42--klimastreik-berlin`));
    await screen.findByRole('heading', { level: 1, name: 'Klimastreik Berlin' });
    await waitFor(() => expect(document.title).toBe(`Klimastreik Berlin – ${texts.app}`));

    await act(() => router.navigate(`/${language}`));
    await waitFor(() => expect(document.title).toBe(texts.app));
    expect(document.documentElement.lang).toBe(texts.lang);
  });

  it('name a deleted event’s page as the gone page', async () => {
    renderApp(`/${language}/events/99--old-rally`);
    await waitFor(() => expect(document.title).toBe(`${texts.gone} – ${texts.app}`));
  });
});

it('switch with the language: the same page in the other language gets its title and lang', async () => {
  const { router } = renderApp('/en/about');
  await waitFor(() => expect(document.title).toBe('About – Assembly Finder'));
  await act(() => router.navigate('/de/about'));
  await waitFor(() => expect(document.title).toBe('Über uns – Versammlungsfinder'));
  expect(document.documentElement.lang).toBe('de-DE');
});
