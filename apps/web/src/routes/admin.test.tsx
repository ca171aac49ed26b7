import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../features/admin/api';
import type { CrawlRun, Feed } from '../features/feeds/api';
import type { Session } from '../features/session/session-context';
import type { Source } from '../features/sources/api';
import { TEST_SOURCE_TYPE, testSource } from '../features/sources/test-sources';
import { i18n } from '../i18n';
import { accountMergeResponse } from '../test/account-merges';
import { renderApp, TEST_ASSOCIATION } from '../test/render-app';

const ADMIN_SESSION: Session = {
  isLoggedIn: true,
  user: { id: 1, username: 'root', admin: true },
  administeredSourceIds: [],
  logout: () => {},
};

const pendingSource = (id: number, name: string, hasImage: boolean): Source =>
  testSource({
    id,
    name,
    city: 'Leipzig',
    zip_code: '04109',
    street: 'Markt',
    house_number: '1',
    source_type: { ...TEST_SOURCE_TYPE, name_en: 'Initiative', name_de: 'Initiative' },
    description: `${name} organises rallies in Leipzig.`,
    approval_status: 'pending',
    has_title_image: hasImage,
    created_at: '2026-08-17T10:00:00Z',
    updated_at: '2026-08-17T10:00:00Z',
  });

const adminUser = (id: number, username: string): AdminUser => ({
  id,
  username,
  email: `${username}@example.org`,
  language: 'en',
  verified: true,
  receive_newsletter: false,
  admin: true,
  administrated_sources: [],
  saved_events: [],
  saved_sources: [],
});

const feed = (name: string, health: Feed['health'], lastError: string | null = null): Feed => ({
  name,
  source_id: 1,
  source_name: `${name} authority`,
  last_checked_at: health === 'never' ? null : '2026-08-17T16:25:00Z',
  last_rows: 10,
  last_run_at: '2026-08-17T16:25:00Z',
  last_error: lastError,
  health,
  interval_minutes: 60,
});

const run = (id: number, status: CrawlRun['status']): CrawlRun => ({
  id,
  trigger: status === 'running' ? 'admin' : 'schedule',
  started_at: '2026-08-17T16:24:00Z',
  finished_at: status === 'running' ? null : '2026-08-17T16:25:00Z',
  status,
  rows_fetched: 1512,
  new_count: 3,
  updated_count: 2,
  cancelled_count: 1,
  unchanged_count: 1506,
  unplaced_count: 0,
  expired_count: 0,
  missing_count: 0,
  superseded_count: 0,
  rejected_count: 0,
  error: null,
});

/** A small fake of the server: what the admin calls read and change. */
let pending: Source[];
let admins: AdminUser[];
let users: AdminUser[];
let feeds: Feed[];
let berlinRuns: CrawlRun[];
let reports: {
  id: number;
  event_id: number;
  event_name: string;
  event_hidden: boolean;
  reason: string;
  contact_email: string | null;
  created_at: string;
}[];
let topics: { id: number; name_en: string; name_de: string }[];
let sourceTypes: (typeof TEST_SOURCE_TYPE)[];
/** Topic ids events still use: their delete is refused (409) with the counts. */
const TOPIC_IN_USE = 2;
const ACCOUNT_SYNC_PATHS = ['/v1/user/me/alerts/merge', '/v1/user/me/saved/merge'];
const writes: { method: string; path: string; search: string; body: unknown }[] = [];

const fetchMock = vi.fn(async (request: Request) => {
  const url = new URL(request.url);
  const path = url.pathname;
  // The account sync's merges on login are not the admin actions these tests check.
  if (request.method !== 'GET' && !ACCOUNT_SYNC_PATHS.includes(path)) {
    const text = await request.clone().text();
    writes.push({
      method: request.method,
      path,
      search: url.search,
      body: text ? JSON.parse(text) : undefined,
    });
  }
  if (path === '/v1/source/' && url.searchParams.get('approved') === 'pending')
    return Response.json(pending.map((source) => source.id));
  if (path === '/v1/source/7/title-image')
    return new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } });
  const approval = path.match(/^\/v1\/source\/(\d+)\/approval_status$/);
  if (approval) {
    const id = Number(approval[1]);
    pending = pending.filter((source) => source.id !== id);
    return Response.json({});
  }
  const source = path.match(/^\/v1\/source\/(\d+)$/);
  if (source) return Response.json(pending.find((s) => s.id === Number(source[1])));
  if (path === '/v1/user/admins') return Response.json(admins.map((admin) => admin.id));
  const userPath = path.match(/^\/v1\/user\/(\d+)$/);
  if (userPath) return Response.json(users.find((u) => u.id === Number(userPath[1])));
  if (path === '/v1/user/make_admin') {
    const { email } = (await request.clone().json()) as { email: string };
    const found = users.find((u) => u.email === email);
    if (found === undefined) return Response.json({ detail: 'Not Found' }, { status: 404 });
    admins = [...admins, found];
    return Response.json(found);
  }
  if (path === '/v1/user/remove_admin') {
    const { user_id } = (await request.clone().json()) as { user_id: number };
    admins = admins.filter((admin) => admin.id !== user_id);
    return Response.json(users.find((u) => u.id === user_id));
  }
  if (path === '/v1/event_report/') return Response.json(reports);
  const reportPath = path.match(/^\/v1\/event_report\/(\d+)\/(dismiss|hide_event)$/);
  if (reportPath) {
    const report = reports.find((r) => r.id === Number(reportPath[1]));
    reports = reports.filter((r) =>
      reportPath[2] === 'dismiss' ? r !== report : r.event_id !== report?.event_id,
    );
    return new Response(null, { status: 204 });
  }
  if (path === '/v1/topic/') return Response.json(topics);
  if (path === '/v1/source_type/') return Response.json(sourceTypes);
  if (path === '/v1/event_type/') return Response.json([]);
  if (path === '/v1/topic/new') {
    const names = (await request.clone().json()) as { name_en: string; name_de: string };
    if (topics.some((t) => t.name_en.toLowerCase() === names.name_en.toLowerCase()))
      return Response.json(
        {
          detail: [
            {
              loc: ['body', 'name_en'],
              msg: 'Another topic already has this English name',
              type: 'value_error',
            },
          ],
        },
        { status: 422 },
      );
    const topic = { id: 10 + topics.length, ...names };
    topics = [...topics, topic];
    return Response.json(topic, { status: 201 });
  }
  const topicPath = path.match(/^\/v1\/topic\/(\d+)$/);
  if (topicPath && request.method === 'DELETE') {
    const id = Number(topicPath[1]);
    if (id === TOPIC_IN_USE)
      return Response.json(
        { detail: 'This topic is used by 3 events and 1 source.', events: 3, sources: 1 },
        { status: 409 },
      );
    topics = topics.filter((t) => t.id !== id);
    return new Response(null, { status: 204 });
  }
  if (topicPath && request.method === 'PUT') {
    const names = (await request.clone().json()) as { name_en: string; name_de: string };
    const topic = { id: Number(topicPath[1]), ...names };
    topics = topics.map((t) => (t.id === topic.id ? topic : t));
    return Response.json(topic);
  }
  const sourceTypePath = path.match(/^\/v1\/source_type\/(\d+)$/);
  if (sourceTypePath && request.method === 'PUT') {
    const body = (await request.clone().json()) as Omit<typeof TEST_SOURCE_TYPE, 'id'>;
    const changed = { ...body, id: Number(sourceTypePath[1]) };
    sourceTypes = sourceTypes.map((t) => (t.id === changed.id ? changed : t));
    return Response.json(changed);
  }
  if (path === '/v1/feeds') return Response.json(feeds);
  if (path === '/v1/feeds/berlin/runs') return Response.json(berlinRuns);
  if (path.startsWith('/v1/feeds/') && path.endsWith('/runs')) return Response.json([]);
  if (path === '/v1/feeds/berlin/crawl') {
    berlinRuns = [run(9, 'running'), ...berlinRuns];
    return Response.json({ run_id: 9 }, { status: 202 });
  }
  return (await accountMergeResponse(request)) ?? Response.json({ detail: 'Not Found' }, { status: 404 });
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  pending = [pendingSource(7, 'Leipzig nimmt Platz', true), pendingSource(8, 'Ohne Bild e.V.', false)];
  users = [adminUser(1, 'root'), adminUser(2, 'bea'), adminUser(3, 'carl')];
  admins = users.slice(0, 2);
  feeds = [feed('berlin', 'ok'), feed('dresden', 'failing', 'HTTP 500 from the Dresden list')];
  berlinRuns = [run(5, 'ok')];
  topics = [
    { id: 1, name_en: 'Peace', name_de: 'Frieden' },
    { id: TOPIC_IN_USE, name_en: 'Housing', name_de: 'Wohnen' },
  ];
  sourceTypes = [{ ...TEST_SOURCE_TYPE }];
  reports = [
    {
      id: 3,
      event_id: 30,
      event_name: 'Buy cheap watches',
      event_hidden: false,
      reason: 'Spam',
      contact_email: null,
      created_at: '2026-08-17T12:00:00Z',
    },
    {
      id: 2,
      event_id: 20,
      event_name: 'Vigil for peace',
      event_hidden: false,
      reason: 'Wrong date?',
      contact_email: 'ann@example.org',
      created_at: '2026-08-17T11:00:00Z',
    },
  ];
  writes.length = 0;
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has no blob: addresses.
  URL.createObjectURL = vi.fn(() => 'blob:logo-7');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

const sectionNav = () => screen.findByRole('navigation', { name: 'Admin sections' }, { timeout: 15_000 });
const section = (name: string) => screen.findByRole('region', { name });

describe('Admin area', { timeout: 30_000 }, () => {
  it('sends a visitor who is not a platform admin home', async () => {
    const { router } = renderApp('/en/admin', {
      session: { ...ADMIN_SESSION, user: { id: 4, username: 'dora', admin: false } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });

  it.each([
    ['en', 'The association’s details are still examples'],
    ['de', 'Die Angaben zum Verein sind noch Beispiele'],
  ])(
    'asks for the association details still at their example values, by environment key (%s)',
    async (language, title) => {
      await i18n.changeLanguage(language);
      renderApp(`/${language}/admin?section=topics`, {
        session: ADMIN_SESSION,
        queryData: [
          [['association', 'settings'], { ...TEST_ASSOCIATION, example_fields: ['name', 'tax_id'] }],
        ],
      });
      const notice = await screen.findByRole('region', { name: title });
      expect(
        within(notice)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['ASSOCIATION_NAME', 'ASSOCIATION_TAX_ID']);
      await i18n.changeLanguage('en');
    },
  );

  it('says nothing about the association once every detail is set', async () => {
    renderApp('/en/admin?section=topics', { session: ADMIN_SESSION });
    await section('Topics');
    expect(screen.queryByRole('region', { name: /association’s details/ })).toBeNull();
  });

  it('lists the sections of spec §2, each built: none shows In Progress', async () => {
    const user = userEvent.setup();
    renderApp('/en/admin?section=application-settings', { session: ADMIN_SESSION });
    const nav = await sectionNav();
    expect(within(nav).getAllByRole('link')).toHaveLength(14);
    expect(within(nav).getByRole('link', { name: 'Application Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const settings = await section('Application Settings');
    expect(within(settings).queryByText('In Progress')).toBeNull();

    await user.click(within(nav).getByRole('link', { name: 'Excel Upload' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Excel Upload' })).toHaveFocus();
  });

  it('approves a pending source; one without a title image cannot be approved yet', async () => {
    const user = userEvent.setup();
    renderApp('/en/admin', { session: ADMIN_SESSION });
    const approval = await section('Source Approval');
    const withImage = await within(approval).findByRole('article', { name: 'Leipzig nimmt Platz' });
    const withoutImage = within(approval).getByRole('article', { name: 'Ohne Bild e.V.' });
    // The image of a source under review is read with the admin's token, not by a plain <img> request.
    expect(
      await within(withImage).findByRole('img', { name: 'Logo of Leipzig nimmt Platz' }),
    ).toHaveAttribute('src', 'blob:logo-7');
    expect(within(withoutImage).queryByRole('img')).not.toBeInTheDocument();
    const blocked = within(withoutImage).getByRole('button', { name: 'Approve Ohne Bild e.V.' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription('A source needs a title image before approval');

    await user.click(within(withImage).getByRole('button', { name: 'Approve Leipzig nimmt Platz' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Source approved.');
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/v1/source/7/approval_status',
        search: '?approval_status=approved',
        body: undefined,
      },
    ]);
    await waitFor(() => expect(within(approval).queryByText('Leipzig nimmt Platz')).not.toBeInTheDocument());

    await user.click(within(approval).getByRole('button', { name: 'Reject Ohne Bild e.V.' }));
    expect(await within(approval).findByText('No sources are waiting for approval.')).toBeInTheDocument();
    expect(writes[1]).toMatchObject({
      path: '/v1/source/8/approval_status',
      search: '?approval_status=rejected',
    });
  });

  it('adds an admin by e-mail, saying beside the field when no user has the address', async () => {
    const user = userEvent.setup();
    renderApp('/en/admin?section=admins', { session: ADMIN_SESSION });
    const adminsSection = await section('Admins');
    expect(await within(adminsSection).findByText('bea')).toBeInTheDocument();
    expect(within(adminsSection).getByText('(you)')).toBeInTheDocument();

    const field = within(adminsSection).getByLabelText(/E-mail of the new admin/);
    await user.type(field, 'nobody@example.org');
    await user.click(within(adminsSection).getByRole('button', { name: 'Add Admin' }));
    expect(field).toHaveAccessibleDescription('No user has this e-mail address.');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'carl@example.org{Enter}');
    expect(await within(adminsSection).findByText('carl')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(writes.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/user/make_admin',
      search: '',
      body: { email: 'carl@example.org' },
    });
  });

  it("un-adminifies a user after 'Are you sure you want to un-adminify the user?'", async () => {
    const user = userEvent.setup();
    renderApp('/en/admin?section=admins', { session: ADMIN_SESSION });
    const adminsSection = await section('Admins');
    await user.click(await within(adminsSection).findByRole('button', { name: 'Un-adminify bea' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove admin rights' });
    expect(dialog).toHaveTextContent('Are you sure you want to un-adminify the user?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes).toEqual([]);

    await user.click(within(adminsSection).getByRole('button', { name: 'Un-adminify bea' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Un-adminify' }),
    );
    await waitFor(() => expect(within(adminsSection).queryByText('bea')).not.toBeInTheDocument());
    expect(writes).toEqual([
      { method: 'POST', path: '/v1/user/remove_admin', search: '', body: { user_id: 2 } },
    ]);
  });

  it('shows each feed’s health and last runs, and starts a crawl with Crawl now', async () => {
    const user = userEvent.setup();
    renderApp('/en/admin?section=feeds', { session: ADMIN_SESSION });
    const feedsSection = await section('Feeds');
    const berlin = await within(feedsSection).findByRole('article', { name: 'berlin' });
    const dresden = within(feedsSection).getByRole('article', { name: 'dresden' });
    expect(within(berlin).getByText('OK')).toBeInTheDocument();
    expect(within(dresden).getByText('Failing')).toBeInTheDocument();
    expect(within(dresden).getByText('HTTP 500 from the Dresden list')).toBeInTheDocument();
    expect(
      await within(berlin).findByText('1512 rows · 3 new · 2 updated · 1 cancelled · 0 rejected'),
    ).toBeInTheDocument();

    await user.click(within(berlin).getByRole('button', { name: 'Crawl berlin now' }));
    expect(await within(berlin).findByText('A crawl of this feed is running')).toBeInTheDocument();
    expect(within(berlin).getByRole('button', { name: 'Crawl berlin now' })).toBeDisabled();
    expect(within(berlin).getByText('Running')).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'POST', path: '/v1/feeds/berlin/crawl', search: '', body: undefined }]);
  });

  it('names the sections and feed states in German', async () => {
    await i18n.changeLanguage('de');
    renderApp('/de/admin?section=feeds', { session: ADMIN_SESSION });
    const nav = await screen.findByRole(
      'navigation',
      { name: 'Bereiche der Verwaltung' },
      { timeout: 15_000 },
    );
    expect(within(nav).getByRole('link', { name: 'Quellen freigeben' })).toBeInTheDocument();
    const dresden = await screen.findByRole('article', { name: 'dresden' });
    expect(within(dresden).getByText('Fehlerhaft')).toBeInTheDocument();
    expect(within(dresden).getByRole('button', { name: 'dresden jetzt lesen' })).toBeEnabled();
  });

  it('adds a topic after a confirmation; a name another topic has is named at its field', async () => {
    const user = userEvent.setup();
    renderApp('/en/admin?section=topics', { session: ADMIN_SESSION });
    const region = await section('Topics');
    const list = await within(region).findByRole('list', { name: 'Topics' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Housing'), expect.stringContaining('Peace')]);
    const form = within(region).getByRole('form', { name: 'Add a topic' });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getAllByText('Enter a name.')).toHaveLength(2);
    expect(writes).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: /English name/ }), 'Climate');
    await user.type(within(form).getByRole('textbox', { name: /German name/ }), 'Klima');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Add “Climate” (German: “Klima”)?');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added.');
    expect(writes).toEqual([
      { method: 'POST', path: '/v1/topic/new', search: '', body: { name_en: 'Climate', name_de: 'Klima' } },
    ]);
    expect(await within(list).findByText('Climate')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: /English name/ }), 'peace');
    await user.type(within(form).getByRole('textbox', { name: /German name/ }), 'Ruhe');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Another entry already has this name.')).toBeInTheDocument();
  });

  it.each([
    [
      'en',
      'Delete Housing',
      'Delete',
      'Not deleted: 3 events and 1 source still use it. Move them to another one first.',
    ],
    [
      'de',
      'Wohnen löschen',
      'Löschen',
      'Nicht gelöscht: 3 Veranstaltungen und 1 Quelle verwenden den Eintrag noch. Bitte zuerst einem anderen zuordnen.',
    ],
  ])(
    'refuses to delete a topic in use and says how many use it (%s)',
    async (language, button, confirm, message) => {
      await i18n.changeLanguage(language);
      const user = userEvent.setup();
      renderApp(`/${language}/admin?section=topics`, { session: ADMIN_SESSION });
      await user.click(await screen.findByRole('button', { name: button }, { timeout: 15_000 }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: confirm }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(writes).toEqual([{ method: 'DELETE', path: '/v1/topic/2', search: '', body: undefined }]);
      expect(topics).toHaveLength(2);
      await i18n.changeLanguage('en');
    },
  );

  it('changes a source type’s marker colours with colour pickers and shows the marker as it will look', async () => {
    const user = userEvent.setup();
    renderApp('/en/admin?section=source-types', { session: ADMIN_SESSION });
    const region = await section('Source Types');
    const name = TEST_SOURCE_TYPE.name_en;
    await user.click(await within(region).findByRole('button', { name: `Edit ${name}` }));
    const form = within(region).getByRole('form', { name: 'Change the source type' });
    const picker = within(form).getByLabelText('Default');
    fireEvent.input(picker, { target: { value: '#123456' } });
    expect(within(form).getByRole('img', { name: 'Default #123456' })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: `/v1/source_type/${TEST_SOURCE_TYPE.id}`,
      body: { map_marker_color_default: '#123456' },
    });
  });

  it.each([
    [
      'en',
      'Reports',
      'Open the event',
      'Dismiss the report on Vigil for peace',
      'Report dismissed.',
      'Hide Buy cheap watches',
      'Hide the event',
      'Event hidden.',
      'No reports are waiting.',
    ],
    [
      'de',
      'Meldungen',
      'Veranstaltung öffnen',
      'Meldung zu Vigil for peace verwerfen',
      'Meldung verworfen.',
      'Buy cheap watches verbergen',
      'Veranstaltung verbergen',
      'Veranstaltung verborgen.',
      'Keine Meldungen warten.',
    ],
  ])(
    'lists reports newest first, dismisses one and hides an event after a confirmation (%s)',
    async (language, title, open, dismiss, dismissed, hide, confirm, hidden, none) => {
      await i18n.changeLanguage(language);
      const user = userEvent.setup();
      renderApp(`/${language}/admin?section=reports`, { session: ADMIN_SESSION });
      const region = await section(title);
      const cards = await within(region).findAllByRole('article');
      expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
        'Buy cheap watches',
        'Vigil for peace',
      ]);
      expect(within(cards[0] as HTMLElement).getByText('Spam')).toBeInTheDocument();
      expect(within(cards[1] as HTMLElement).getByRole('link', { name: open })).toHaveAttribute(
        'href',
        expect.stringMatching(new RegExp(`^/${language}/events/20`)),
      );

      await user.click(within(region).getByRole('button', { name: dismiss }));
      expect(await screen.findByRole('status')).toHaveTextContent(dismissed);
      await user.click(within(region).getByRole('button', { name: hide }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: confirm }));
      expect(await within(region).findByText(none)).toBeInTheDocument();
      expect(
        screen
          .getAllByRole('status')
          .map((s) => s.textContent)
          .join(' '),
      ).toContain(hidden);
      expect(writes.map((w) => `${w.method} ${w.path}`)).toEqual([
        'POST /v1/event_report/2/dismiss',
        'POST /v1/event_report/3/hide_event',
      ]);
      await i18n.changeLanguage('en');
    },
  );
});
