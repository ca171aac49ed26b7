import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AssociationSettings, associationKeys } from '../features/association/api';
import { i18n, setLocale } from '../i18n';
import InfoPage, { type InfoPageName } from './info-page';

const SETTINGS: AssociationSettings = {
  name: 'Zivilgesellschaft sichtbar e.V.',
  address: 'Beispielweg 7, 04109 Leipzig',
  represented_by: 'Alex Beispiel, Kim Muster',
  tax_id: 'DE123456789',
  email: 'hallo@zivil.example',
  donate_url: 'https://pay.example/zivil',
  code_url: 'https://code.example/zivil',
  translate_url: 'https://translate.example/zivil',
  data_licence: 'CC BY-SA 4.0',
  api_docs_url: '/api/docs',
  api_client_version: '3.2.0',
  example_fields: [],
};

// The settings are pre-filled, as after the app's first fetch; the hook's own fetch is tested in
// features/association/api.test.tsx and the endpoint over HTTP on the server.
function renderPage(page: InfoPageName, settings: AssociationSettings | null = SETTINGS) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (settings) queryClient.setQueryData(associationKeys.settings, settings);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/${i18n.language}/${page}`]}>
        <InfoPage page={page} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLocale('en');
});

describe('information page headings', () => {
  it.each([
    ['about', 'About', 'Über uns'],
    ['source-info', 'Sources', 'Quellen'],
    ['privacy-policy', 'Privacy Policy', 'Datenschutzerklärung'],
    ['disclaimer', 'Disclaimer', 'Haftungsausschluss'],
    ['contact', 'Contact', 'Kontakt'],
    ['imprint', 'Imprint', 'Impressum'],
    ['contribute', 'Contribute', 'Mitmachen'],
    ['data', 'Data', 'Daten'],
    ['help', 'Help', 'Hilfe'],
  ] as const)('%s is titled "%s" in English and "%s" in German', async (page, english, german) => {
    const { unmount } = renderPage(page);
    expect(screen.getByRole('heading', { level: 1, name: english })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    unmount();

    await setLocale('de');
    renderPage(page);
    expect(screen.getByRole('heading', { level: 1, name: german })).toBeInTheDocument();
  });
});

describe('About', () => {
  it('names the association and states the hourly crawl, the missing moderation and the licence', () => {
    renderPage('about');
    expect(screen.getByText(/Zivilgesellschaft sichtbar e\.V\./)).toBeInTheDocument();
    expect(screen.getByText(/once every hour/)).toBeInTheDocument();
    expect(screen.getByText(/We do not moderate or filter the data/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CC BY-SA 4.0 (opens another website)' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by-sa/4.0/deed.en',
    );
  });

  it('links inside the app keep the current language segment', async () => {
    await setLocale('de');
    renderPage('about');
    expect(screen.getByRole('link', { name: 'schreib uns' })).toHaveAttribute('href', '/de/contact');
    expect(screen.getByRole('link', { name: 'So funktionieren Quellen' })).toHaveAttribute(
      'href',
      '/de/source-info',
    );
  });
});

describe('Contact', () => {
  let followedHrefs: string[];
  // jsdom cannot open a mail program: record where a click would go and stop it there.
  const recordNavigation = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (link) followedHrefs.push(link.href);
    event.preventDefault();
  };
  beforeEach(() => {
    followedHrefs = [];
    document.addEventListener('click', recordNavigation);
  });
  afterEach(() => document.removeEventListener('click', recordNavigation));

  it('shows general inquiries, requests / ideas, the tax ID and the representatives from the settings', () => {
    renderPage('contact');
    const list = within(screen.getByRole('region', { name: 'Get in touch' }));
    expect(list.getByText('General Inquiries')).toBeInTheDocument();
    expect(list.getByText('Requests / Ideas')).toBeInTheDocument();
    expect(list.getByText('Tax ID')).toBeInTheDocument();
    expect(list.getByText('DE123456789')).toBeInTheDocument();
    expect(list.getByText('Represented by')).toBeInTheDocument();
    expect(list.getByText('Alex Beispiel, Kim Muster')).toBeInTheDocument();
  });

  it('keeps the mail address out of the markup until the link is used', () => {
    const { container } = renderPage('contact');
    expect(container.innerHTML).not.toContain('hallo@zivil.example');
    expect(container.innerHTML).not.toContain('hallo');
    expect(container.innerHTML).not.toContain('mailto:');
    expect(screen.getByRole('link', { name: 'Write us an e-mail' })).toHaveAttribute('href', '#');
  });

  it('a click opens the mail program with the address and then shows it', async () => {
    const user = userEvent.setup();
    renderPage('contact');

    await user.click(screen.getByRole('link', { name: 'Write us an e-mail' }));

    expect(followedHrefs).toEqual(['mailto:hallo@zivil.example']);
    expect(screen.getByRole('link', { name: 'Write us an e-mail' })).toHaveAttribute(
      'href',
      'mailto:hallo@zivil.example',
    );
    expect(screen.getByText('hallo@zivil.example')).toBeInTheDocument();
  });

  it('the ideas link carries a subject, and keyboard focus alone arms the link', async () => {
    const user = userEvent.setup();
    renderPage('contact');
    const ideas = screen.getByRole('link', { name: 'Send a request or an idea' });

    await user.tab();
    await user.tab();

    expect(ideas).toHaveFocus();
    expect(ideas).toHaveAttribute(
      'href',
      'mailto:hallo@zivil.example?subject=Idea%20for%20Assembly%20Finder',
    );
    expect(screen.queryByText('hallo@zivil.example')).not.toBeInTheDocument();
  });

  it('waits a moment for the settings, then shows a placeholder instead of them while they load', async () => {
    // A request that never answers keeps the settings loading.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const { container } = renderPage('contact', null);
    // Nothing at first, so the text does not move when the settings come within the moment (issue 18).
    expect(screen.queryByText('Write us an e-mail')).not.toBeInTheDocument();
    // After the moment (components/use-brief-wait.ts); a busy machine may take longer than findBy's 1 s to get there.
    expect(await screen.findAllByText('loading…', {}, { timeout: 10_000 })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Write us an e-mail' })).not.toBeInTheDocument();
    expect(screen.getByText('Write us an e-mail')).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('mailto:');
  });

  it('says the settings are not available when the server fails', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"detail":"boom"}', { status: 500 }));
    renderPage('contact', null);
    expect(await screen.findAllByText('(not available right now)')).toHaveLength(2);
  });
});

describe('Imprint', () => {
  it('gives the legal notice under § 5 DDG with name, address, representatives and tax ID', async () => {
    await setLocale('de');
    renderPage('imprint');
    expect(screen.getByText('Angaben gemäß § 5 DDG (Digitale-Dienste-Gesetz).')).toBeInTheDocument();
    const provider = within(screen.getByRole('region', { name: 'Anbieter' }));
    expect(provider.getByText('Zivilgesellschaft sichtbar e.V.')).toBeInTheDocument();
    expect(provider.getByText('Beispielweg 7, 04109 Leipzig')).toBeInTheDocument();
    expect(provider.getByText('Alex Beispiel, Kim Muster')).toBeInTheDocument();
    expect(provider.getByText('DE123456789')).toBeInTheDocument();
    expect(provider.getByRole('link', { name: 'Schreib uns eine E-Mail' })).toHaveAttribute('href', '#');
    const responsible = screen.getByRole('region', { name: 'Verantwortlich für den Inhalt' });
    expect(responsible).toHaveTextContent('§ 18 Abs. 2 MStV');
    expect(responsible).toHaveTextContent('Alex Beispiel, Kim Muster');
  });
});

describe('Contribute', () => {
  it('links to donating, the code and translating from the settings', () => {
    renderPage('contribute');
    expect(screen.getByRole('link', { name: /Donate through our payment service/ })).toHaveAttribute(
      'href',
      'https://pay.example/zivil',
    );
    expect(screen.getByRole('link', { name: /Go to the code/ })).toHaveAttribute(
      'href',
      'https://code.example/zivil',
    );
    expect(screen.getByRole('link', { name: /Help translate/ })).toHaveAttribute(
      'href',
      'https://translate.example/zivil',
    );
    expect(screen.getByRole('link', { name: 'Contact page' })).toHaveAttribute('href', '/en/contact');
  });
});

describe('Data', () => {
  it('links the API docs and the OpenAPI file, and names the API client version', () => {
    renderPage('data');
    expect(screen.getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/api/docs');
    expect(screen.getByRole('link', { name: '/api/openapi.json' })).toHaveAttribute(
      'href',
      '/api/openapi.json',
    );
    expect(screen.getByText(/The API client version of this app is/)).toHaveTextContent('3.2.0');
  });

  it('offers the calendar and RSS feeds as webcal and feed subscriptions of the next 50 events', () => {
    renderPage('data');
    const origin = window.location.origin;
    const host = new URL(origin).host;
    expect(
      screen.getByRole('link', { name: 'Subscribe to upcoming events in your calendar' }),
    ).toHaveAttribute('href', `webcal://${host}/v1/export/ics/events.ics?limit=50&offset=0`);
    expect(screen.getByRole('link', { name: 'Subscribe to the RSS feed' })).toHaveAttribute(
      'href',
      `feed://${host}/v1/export/rss/feed?limit=50&offset=0`,
    );
    expect(screen.getByText(`${origin}/v1/export/rss/feed?limit=50&offset=0`)).toBeInTheDocument();
  });
});
