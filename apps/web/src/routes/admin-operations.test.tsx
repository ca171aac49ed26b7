import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Statistics } from '../features/admin/statistics-api';
import type { Session } from '../features/session/session-context';
import { i18n } from '../i18n';
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

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 15_000 });

describe('Admin statistics', { timeout: 30_000 }, () => {
  it('shows the figures, events by month and type with their numbers, by type, by source and crawl health', async () => {
    await i18n.changeLanguage('en');
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
    renderApp('/de/admin?section=statistics', { session: ADMIN_SESSION });
    const events = await region('Veranstaltungen');
    expect(within(events).getByText('Gespeichert').nextElementSibling?.textContent).toBe('1.204.310');
    const byType = await region('Veranstaltungen nach Art');
    expect(byType.textContent).toContain('Mahnwache204.310');
    const months = await region('Veranstaltungen nach Beginnmonat und Art');
    expect(within(months).getAllByRole('row')[1]?.textContent).toMatch(/^Sept?\.? 2026/);
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
