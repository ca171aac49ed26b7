import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StoredAlert } from '../features/alerts/stored-alert';
import { accountAlertOf, testStoredAlert } from '../features/alerts/test-alerts';
import { testEvent } from '../features/events/test-events';
import type { Session } from '../features/session/session-context';
import { expectConsole } from '../test/console-guard';
import { fakeApiForEachTest } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const fake = fakeApiForEachTest((api) =>
  api
    .on('get', '/v1/topic/', () => [])
    .on('get', '/v1/event_type/', () => [])
    .on('post', '/v1/event/multi', ({ body }) =>
      body.event_ids.map((id) =>
        testEvent({ id, name: `Demo ${id}`, start_time: `2031-01-0${id}T10:00:00Z` }),
      ),
    )
    // An opened event's page asks for similar events once idle, and logs a failure to.
    .on('post', '/v1/event/perimeter-search', () => []),
);

/** An alert polled a moment ago, next due in an hour, so no poll runs during the test. */
const storedAlert = (name: string, ids: { seen?: number[]; unseen?: number[] } = {}): StoredAlert =>
  testStoredAlert(
    { name },
    {
      nextFetch: new Date(Date.now() + 3_600_000).toISOString(),
      seenEventIds: ids.seen ?? [],
      unseenEventIds: ids.unseen ?? [],
    },
  );
const store = (...alerts: StoredAlert[]) =>
  localStorage.setItem('alerts', JSON.stringify(Object.fromEntries(alerts.map((a) => [a.name, a]))));

describe('Alerts', { timeout: 30_000 }, () => {
  it('lists each alert with its criteria and export links, and deletes one after confirmation', async () => {
    store(storedAlert('Mitte', { unseen: [3] }), storedAlert('Pankow'));
    renderApp('/en/alerts');
    const mitte = await screen.findByRole('listitem', { name: 'Mitte' }, { timeout: 15_000 });
    expect(within(mitte).getByText('All Topics')).toBeInTheDocument();
    expect(within(mitte).getByText('All Types')).toBeInTheDocument();
    expect(within(mitte).getByText('1 new')).toBeInTheDocument();
    expect(within(mitte).getByRole('link', { name: 'RSS feed' }).getAttribute('href')).toMatch(
      /^feed:\/\/.*alert_name=Mitte/,
    );
    expect(screen.getByRole('link', { name: 'Add Alert' })).toHaveAttribute('href', '/en/alerts/add');

    await userEvent.click(within(mitte).getByRole('button', { name: 'Delete the alert Mitte' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText("Are you sure you want to delete the alert 'Mitte'?"),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Mitte' })).not.toBeInTheDocument());
    expect(Object.keys(JSON.parse(localStorage.getItem('alerts') ?? '{}'))).toEqual(['Pankow']);
    expect(localStorage.getItem('notificationsAvailable')).toBe('false');
  });

  it('explains the limit of five instead of offering to add a sixth', async () => {
    store(...['A', 'B', 'C', 'D', 'E'].map((name) => storedAlert(name)));
    renderApp('/en/alerts');
    await screen.findByText(
      'You have 5 alerts, the most there can be. Delete one to add another.',
      undefined,
      {
        timeout: 15_000,
      },
    );
    expect(screen.queryByRole('link', { name: 'Add Alert' })).not.toBeInTheDocument();
  });

  it('drops a stored alert that cannot be loaded and shows the others', async () => {
    localStorage.setItem(
      'alerts',
      JSON.stringify({ Broken: { name: 'Broken', alertType: 'perimeter' }, Mitte: storedAlert('Mitte') }),
    );
    expectConsole('warn', /^Stored alert 'Broken' could not be loaded; it is dropped$/);
    renderApp('/de/alerts');
    await screen.findByRole('listitem', { name: 'Mitte' }, { timeout: 15_000 });
    expect(screen.queryByRole('listitem', { name: 'Broken' })).not.toBeInTheDocument();
  });
});

describe('Alert Results', { timeout: 30_000 }, () => {
  it('marks unseen events new, and opening one marks it seen', async () => {
    store(storedAlert('Mitte', { seen: [1], unseen: [2] }));
    renderApp('/en/alerts/results/Mitte');
    const unseen = (await screen.findByRole('link', { name: /^Demo 2/ }, { timeout: 15_000 })).closest(
      'li',
    ) as HTMLElement;
    expect(within(unseen).getByText('New')).toBeInTheDocument();
    const seen = screen.getByRole('link', { name: /^Demo 1/ }).closest('li') as HTMLElement;
    expect(within(seen).queryByText('New')).not.toBeInTheDocument();
    await userEvent.click(within(unseen).getByRole('link'));
    expect(JSON.parse(localStorage.getItem('alerts') ?? '{}').Mitte).toMatchObject({
      seenEventIds: [1, 2],
      unseenEventIds: [],
    });
  });
});

const loggedIn: Session = {
  isLoggedIn: true,
  user: { id: 7, username: 'alex', admin: false },
  administeredSourceIds: [],
  logout: () => {},
};
const storedAlerts = () => JSON.parse(localStorage.getItem('alerts') ?? '{}') as Record<string, StoredAlert>;

describe('seen events follow the account (issue 13)', { timeout: 30_000 }, () => {
  const accountAnswers = (api: typeof fake) =>
    api
      .on('get', '/v1/event/{event_id}', ({ params }) =>
        testEvent({ id: Number(params.event_id), name: `Demo ${params.event_id}` }),
      )
      .on('put', '/v1/user/me/alerts/{alert_name}', ({ body }) => accountAlertOf(body));

  it('opening an event from anywhere marks it seen in every alert, and sends each changed one to the account', async () => {
    accountAnswers(fake).on('post', '/v1/user/me/alerts/merge', ({ body }) => ({
      alerts: body.alerts.map((alert) => accountAlertOf(alert)),
      not_merged: [],
    }));
    store(
      storedAlert('Mitte', { seen: [1], unseen: [2, 3] }),
      storedAlert('Pankow', { unseen: [2] }),
      storedAlert('Wedding', { unseen: [5] }),
    );
    renderApp('/en/events/2--demo-2', { session: loggedIn });
    await screen.findByRole('heading', { level: 1, name: 'Demo 2' }, { timeout: 15_000 });
    await waitFor(() => expect(fake.callsTo('/v1/user/me/alerts/Pankow')).toHaveLength(1));
    expect(storedAlerts().Mitte).toMatchObject({ seenEventIds: [1, 2], unseenEventIds: [3] });
    expect(storedAlerts().Pankow).toMatchObject({ seenEventIds: [2], unseenEventIds: [] });
    expect(storedAlerts().Wedding).toMatchObject({ seenEventIds: [], unseenEventIds: [5] });
    expect(fake.callsTo('/v1/user/me/alerts/Mitte')[0]?.body).toMatchObject({ seen_event_ids: [1, 2] });
    expect(fake.callsTo('/v1/user/me/alerts/Wedding')).toEqual([]);
    expect(localStorage.getItem('notificationsAvailable')).toBe('true');
  });

  it('at load, events seen on another device count as seen here, and those seen here go to the account', async () => {
    accountAnswers(fake).on('post', '/v1/user/me/alerts/merge', ({ body }) => ({
      // The account's copy: the same version of the alert, with event 3 opened on another device.
      alerts: body.alerts.map((alert) =>
        accountAlertOf({ ...alert, seen_event_ids: [3], unseen_event_ids: [] }),
      ),
      not_merged: [],
    }));
    store(storedAlert('Mitte', { seen: [1], unseen: [2, 3] }));
    renderApp('/en/alerts', { session: loggedIn });
    await waitFor(() => expect(fake.callsTo('/v1/user/me/alerts/Mitte')).toHaveLength(1));
    expect(storedAlerts().Mitte).toMatchObject({ seenEventIds: [1, 3], unseenEventIds: [2] });
    expect(fake.callsTo('/v1/user/me/alerts/Mitte')[0]?.body).toMatchObject({ seen_event_ids: [1, 3] });
  });
});
