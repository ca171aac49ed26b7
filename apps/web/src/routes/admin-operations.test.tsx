import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MaintenanceRun } from '../features/admin/maintenance-api';
import type { Statistics } from '../features/admin/statistics-api';
import type { Session } from '../features/session/session-context';
import { i18n } from '../i18n';
import { expectConsole } from '../test/console-guard';
import { fakeApiForEachTest } from '../test/fake-api';
import { renderApp } from '../test/render-app';

// The admin sections Statistics, Maintenance and Event Tagging (issue 15), against a fake of their calls.

const ADMIN_SESSION: Session = {
  isLoggedIn: true,
  user: { id: 1, username: 'root', admin: true },
  administeredSourceIds: [],
  logout: () => {},
};

const STATISTICS: Statistics = {
  generated_at: '2026-11-26T08:00:00Z',
  events: {
    total: 1_204_310,
    upcoming: 4_310,
    past: 1_200_000,
    by_type: [
      { event_type_id: 1, name_en: 'Demonstration', name_de: 'Demonstration', count: 1_000_000 },
      { event_type_id: 2, name_en: 'Vigil', name_de: 'Mahnwache', count: 204_310 },
      { event_type_id: 3, name_en: 'Strike', name_de: 'Streik', count: 0 },
    ],
    by_month: [
      { month: '2026-09', event_type_id: 1, count: 120 },
      { month: '2026-09', event_type_id: 2, count: 30 },
      { month: '2026-11', event_type_id: 2, count: 7 },
    ],
    by_source: [
      { source_id: 4, name: 'Polizei Berlin', feed: 'berlin', count: 900_000 },
      { source_id: null, name: null, feed: null, count: 12 },
    ],
    sources_with_events: 1,
  },
  sources: { pending: 3, approved: 210, rejected: 1 },
  users: { registered: 52, verified: 40, admins: 2 },
  alerts: { account_alerts: 17, push_subscriptions: 5 },
  reports_waiting: 2,
  crawl: [
    { feed: 'berlin', health: 'ok', last_checked_at: '2026-11-26T07:05:00Z', runs_7d: 168, failed_7d: 0 },
    { feed: 'dresden', health: 'failing', last_checked_at: null, runs_7d: 168, failed_7d: 168 },
  ],
};

const api = fakeApiForEachTest((fake) => fake.on('get', '/v1/statistics', () => STATISTICS));

const chartHasNoBox = () => expectConsole('warn', /^\[ECharts\] Can't get DOM width or height/);

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });
const chartIn = (group: HTMLElement, name: string) =>
  within(group).findByRole('img', { name }, { timeout: 15_000 });

describe('Admin statistics', { timeout: 30_000 }, () => {
  // The month chart (echarts, a lazy chunk) draws once loaded, so a test that shows it waits for it. jsdom has no
  // layout: nothing resizes (an observer that never reports stands in for the missing ResizeObserver), and echarts
  // warns that the chart's box has no size (chartHasNoBox). Nor has it a canvas, on which echarts measures its
  // labels: a 2d context is none, as jsdom answers, but without jsdom's 'not implemented' on the console.
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    return () => getContext.mockRestore();
  });

  it('shows the figures, events by month and type with their numbers, by type, by source and crawl health', async () => {
    await i18n.changeLanguage('en');
    chartHasNoBox();
    renderApp('/en/admin?section=statistics', { session: ADMIN_SESSION });
    const events = await region('Events');
    const figure = (group: HTMLElement, label: string) =>
      within(group).getByText(label).nextElementSibling?.textContent;
    expect(figure(events, 'Stored')).toBe('1,204,310');
    expect(figure(events, 'Upcoming')).toBe('4,310');
    expect(figure(await region('Sources'), 'Waiting for approval')).toBe('3');
    expect(figure(await region('Accounts'), 'Verified')).toBe('40');
    const alerts = await region('Alerts');
    expect(figure(alerts, 'Reports waiting')).toBe('2');
    expect(within(alerts).getByRole('link', { name: 'Open the reports' })).toHaveAttribute(
      'href',
      '/en/admin?section=reports',
    );

    // The months between are filled; types without events in them are left out.
    const months = await region('Events by start month and type');
    const rows = within(within(months).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'MonthDemonstrationVigilTotal',
      'Sep 202612030150',
      'Oct 2026000',
      'Nov 2026077',
    ]);
    expect(await chartIn(months, 'Bar chart of events by start month, stacked by type')).toHaveAttribute(
      'data-months',
      '3',
    );
    const bySource = await region('Sources with most events');
    expect(within(bySource).getByText('1 source has events.')).toBeInTheDocument();
    expect(bySource.textContent).toContain('Polizei Berlin · Feed: berlin900,000');
    expect(bySource.textContent).toContain('No source12');
    const crawl = await region('Crawl health');
    expect(within(crawl).getByRole('row', { name: /dresden/ }).textContent).toBe('dresdenFailingnever168168');
    expect(api.callsTo('/v1/statistics')).toHaveLength(1);
  });

  it('names everything in German', async () => {
    await i18n.changeLanguage('de');
    chartHasNoBox();
    renderApp('/de/admin?section=statistics', { session: ADMIN_SESSION });
    const events = await region('Veranstaltungen');
    expect(within(events).getByText('Gespeichert').nextElementSibling?.textContent).toBe('1.204.310');
    const byType = await region('Veranstaltungen nach Art');
    expect(byType.textContent).toContain('Mahnwache204.310');
    const months = await region('Veranstaltungen nach Beginnmonat und Art');
    expect(within(months).getAllByRole('row')[1]?.textContent).toMatch(/^Sept?\.? 2026/);
    expect(
      await chartIn(months, 'Balkendiagramm der Veranstaltungen nach Beginnmonat, gestapelt nach Art'),
    ).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('says when the statistics cannot be loaded', async () => {
    await i18n.changeLanguage('en');
    api.on('get', '/v1/statistics', () => Response.json({ detail: 'Forbidden' }, { status: 403 }));
    renderApp('/en/admin?section=statistics', { session: ADMIN_SESSION });
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'The statistics could not be loaded.',
    );
  });
});

describe('Admin event tagging', { timeout: 30_000 }, () => {
  const TOPICS = [
    { id: 1, name_en: 'Climate', name_de: 'Klima' },
    { id: 2, name_en: 'Peace', name_de: 'Frieden' },
  ];
  const EVENTS = [
    {
      id: 10,
      name: 'Klimastreik',
      start_time: '2026-12-01T10:00:00Z',
      source_id: 3,
      source_name: 'FFF',
      topic_ids: [1],
    },
    {
      id: 11,
      name: 'Mahnwache',
      start_time: '2026-12-02T10:00:00Z',
      source_id: null,
      source_name: null,
      topic_ids: [],
    },
  ];

  it.each([
    [
      'en',
      'Find events',
      'Without these topics',
      'Search',
      '2 events found',
      'Select Mahnwache',
      'Change topics',
      'Add these topics',
      'Peace',
      'Check',
      '1 selected: 1 get a topic, 0 lose one; 1 change in all.',
      'Save',
      'Topics changed on 1 event.',
    ],
    [
      'de',
      'Veranstaltungen finden',
      'Ohne diese Themen',
      'Suchen',
      '2 Veranstaltungen gefunden',
      'Mahnwache auswählen',
      'Themen ändern',
      'Diese Themen hinzufügen',
      'Frieden',
      'Prüfen',
      '1 ausgewählt: 1 bekommen ein Thema, 0 verlieren eines; 1 ändern sich insgesamt.',
      'Speichern',
      'Themen bei 1 Veranstaltung geändert.',
    ],
  ])(
    'finds events, shows the count a change affects, and saves it after a confirmation (%s)',
    async (language, find, without, search, results, select, change, add, peace, check, preview, save, saved) => {
      await i18n.changeLanguage(language);
      const user = userEvent.setup();
      api
        .on('get', '/v1/topic/', () => TOPICS)
        .on('post', '/v1/event_tagging/search', () => ({ total: 2, more: false, events: EVENTS }))
        .on('post', '/v1/event_tagging/preview', () => ({ events: 1, gaining: 1, losing: 0, changed: 1 }))
        .on('post', '/v1/event_tagging/apply', () => ({ events: 1, gaining: 1, losing: 0, changed: 1 }));
      renderApp(`/${language}/admin?section=event-tagging`, { session: ADMIN_SESSION });
      const form = await screen.findByRole('form', { name: find }, { timeout: 15_000 });
      const excluded = within(form).getByRole('group', { name: without });
      await user.click(
        await within(excluded).findByRole('checkbox', { name: language === 'de' ? 'Klima' : 'Climate' }),
      );
      await user.click(within(form).getByRole('button', { name: search }));
      const found = await screen.findByRole('region', { name: results });
      await user.click(within(found).getByRole('checkbox', { name: select }));
      const panel = screen.getByRole('region', { name: change });
      await user.click(
        within(within(panel).getByRole('group', { name: add })).getByRole('checkbox', { name: peace }),
      );
      await user.click(within(panel).getByRole('button', { name: check }));
      expect(await within(panel).findByText(preview)).toBeInTheDocument();
      await user.click(within(panel).getByRole('button', { name: save }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: save }));
      expect(await screen.findByText(saved)).toBeInTheDocument();

      expect(api.callsTo('/v1/event_tagging/search')[0]?.body).toMatchObject({
        criteria: { exclude_topic_ids: [1] },
      });
      expect(api.callsTo('/v1/event_tagging/apply')[0]?.body).toEqual({
        event_ids: [11],
        add_topic_ids: [2],
        expected_events: 1,
      });
      await i18n.changeLanguage('en');
    },
  );

  it('narrows the search to a source picked by its name', async () => {
    const user = userEvent.setup();
    api
      .on('get', '/v1/topic/', () => TOPICS)
      .on('get', '/v1/source/name-search', ({ query }) =>
        (query.get('name') ?? '').toLowerCase().includes('fridays')
          ? [
              {
                id: 3,
                name: 'Fridays for Future Kiel',
                city: 'Kiel',
                country: 'DE',
                approval_status: 'approved' as const,
              },
            ]
          : [],
      )
      .on('post', '/v1/event_tagging/search', () => ({ total: 1, more: false, events: EVENTS.slice(0, 1) }));
    renderApp('/en/admin?section=event-tagging', { session: ADMIN_SESSION });
    const form = await screen.findByRole('form', { name: 'Find events' }, { timeout: 15_000 });
    await user.type(within(form).getByRole('combobox', { name: 'Source' }), 'fridays');
    await user.click(await screen.findByRole('option', { name: /Fridays for Future Kiel/ }));
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await screen.findByRole('region', { name: '1 event found' });

    expect(api.callsTo('/v1/event_tagging/search')[0]?.body).toMatchObject({ criteria: { source_id: 3 } });
  });
});

describe('Admin maintenance', { timeout: 30_000 }, () => {
  const JOBS = [
    { job: 'expired_account_tokens' as const, retention_days: 7 },
    { job: 'deleted_events' as const, retention_days: 90 },
  ];
  const AS_OF = '2026-11-26T09:00:00.000Z';
  const line = (id: number, dryRun: boolean, rows: number): MaintenanceRun => ({
    id,
    job: 'deleted_events',
    dry_run: dryRun,
    as_of: AS_OF,
    cutoff: '2026-08-28T09:00:00.000Z',
    started_by: 'root',
    started_at: AS_OF,
    finished_at: AS_OF,
    status: 'done',
    rows,
    error: null,
  });

  /** The server's log as the fake keeps it: a dry run and a run each add their line. */
  const serve = (runAnswer?: () => Response) => {
    const runs: MaintenanceRun[] = [];
    api
      .on('get', '/v1/maintenance', () => ({ jobs: JOBS, runs: [...runs] }))
      .on('post', '/v1/maintenance/{job}/preview', () => {
        runs.unshift(line(runs.length + 1, true, 2));
        return {
          job: 'deleted_events' as const,
          as_of: AS_OF,
          cutoff: '2026-08-28T09:00:00.000Z',
          rows: 2,
          sample: [
            { id: '7', label: 'Mahnwache am Rathaus', at: '2026-05-01T10:00:00.000Z' },
            { id: '9', label: 'Fahrraddemo', at: '2026-06-01T10:00:00.000Z' },
          ],
        };
      })
      .on('post', '/v1/maintenance/{job}/run', () => {
        if (runAnswer) return runAnswer();
        const done = line(runs.length + 1, false, 2);
        runs.unshift(done);
        return Response.json({ ...done, status: 'running', rows: 0, finished_at: null }, { status: 202 });
      });
  };

  it.each([
    [
      'en',
      'Deleted events',
      'Dry run',
      /^2 rows would be removed \(as of /,
      'Remove',
      'Remove 2 rows? This cannot be undone.',
      '2 rows removed.',
      'Log',
      /Deleted events.*Removal2rootDone/,
    ],
    [
      'de',
      'Gelöschte Veranstaltungen',
      'Probelauf',
      /^2 Zeilen würden entfernt \(Stand /,
      'Entfernen',
      '2 Zeilen entfernen? Das lässt sich nicht rückgängig machen.',
      '2 Zeilen entfernt.',
      'Protokoll',
      /Gelöschte Veranstaltungen.*Entfernen2rootFertig/,
    ],
  ])(
    'shows what a job would remove, removes it after a confirmation and lists both in the log (%s)',
    async (language, job, check, found, remove, confirm, removed, log, logLine) => {
      await i18n.changeLanguage(language);
      const user = userEvent.setup();
      serve();
      renderApp(`/${language}/admin?section=maintenance`, { session: ADMIN_SESSION });
      const card = await screen.findByRole('article', { name: job }, { timeout: 15_000 });
      expect(within(card).getByRole('button', { name: remove })).toBeDisabled();
      await user.click(within(card).getByRole('button', { name: check }));
      expect(await within(card).findByText(found)).toBeInTheDocument();
      expect(within(card).getByRole('list').textContent).toContain('Mahnwache am Rathaus');
      await user.click(within(card).getByRole('button', { name: remove }));
      const dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByText(confirm)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: remove }));
      expect(await within(card).findByText(removed)).toBeInTheDocument();
      const rows = within(screen.getByRole('region', { name: log })).getAllByRole('row');
      expect(rows[1]?.textContent).toMatch(logLine);
      expect(rows).toHaveLength(3);
      expect(api.callsTo('/v1/maintenance/deleted_events/run')[0]?.body).toEqual({ as_of: AS_OF });
      await i18n.changeLanguage('en');
    },
  );

  it('says when a run of the job is going on already', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    serve(() => Response.json({ detail: 'This job is running already' }, { status: 409 }));
    renderApp('/en/admin?section=maintenance', { session: ADMIN_SESSION });
    const card = await screen.findByRole('article', { name: 'Deleted events' }, { timeout: 15_000 });
    await user.click(within(card).getByRole('button', { name: 'Dry run' }));
    await user.click(await within(card).findByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('This job is running already.');
  });
});
