import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Session } from '../features/session/session-context';
import { fakeApiForEachTest } from '../test/fake-api';
import { renderApp } from '../test/render-app';

// Add Alert when the server refuses what the device let through (issue 13 "Bad input"): the place cannot be placed,
// the account already has the name or five alerts. The message shows, nothing is stored, nothing is polled.

const api = fakeApiForEachTest((fake) =>
  fake
    .on('get', '/v1/topic/', () => [])
    .on('get', '/v1/event_type/', () => [])
    .on('post', '/v1/event/fetch-notifications', () => ({
      event_ids: [],
      next_fetch: new Date(Date.now() + 3_600_000).toISOString(),
    })),
);

const loggedIn: Session = {
  isLoggedIn: true,
  user: { id: 7, username: 'alex', admin: false },
  administeredSourceIds: [],
  logout: () => {},
};

const unprocessable = (loc: (string | number)[], msg: string, type: string) =>
  Response.json({ detail: [{ loc, msg, type }] }, { status: 422 });

const storedNames = () => Object.keys(JSON.parse(localStorage.getItem('alerts') ?? '{}'));

async function fillPerimeterAlert(name: string, labels: { name: string; lat: string; long: string }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(labels.name, { exact: false }, { timeout: 15_000 }), name);
  await user.type(screen.getByLabelText(labels.lat), '52.52');
  await user.type(screen.getByLabelText(labels.long), '13.405');
  return user;
}

describe('Add Alert: what the server refuses', { timeout: 30_000 }, () => {
  it('shows an address the server cannot place at the address fields, and stores nothing (en)', async () => {
    api.on('post', '/v1/event/fetch-notifications', ({ body }) =>
      unprocessable(['body', 'city'], `Unknown address: no place named '${body.city}' in DE`, 'value_error'),
    );
    const user = userEvent.setup();
    renderApp('/en/alerts/add');
    await user.type(
      await screen.findByLabelText('Alert Name', { exact: false }, { timeout: 15_000 }),
      'Home',
    );
    await user.click(screen.getByRole('radio', { name: 'Address' }));
    await user.type(screen.getByLabelText('City'), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Add Alert' }));

    expect(
      await screen.findByText('This place is not known. Please check the spelling.'),
    ).toBeInTheDocument();
    expect(api.callsTo('/v1/event/fetch-notifications')[0]?.body).toMatchObject({ city: 'Atlantis' });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Alert' })).toBeInTheDocument();
    expect(storedNames()).toEqual([]);
    expect(api.callsTo('/v1/user/me/alerts')).toEqual([]);
  });

  it('shows a name the account already has at Alert Name, and stores nothing (de)', async () => {
    api.on('post', '/v1/user/me/alerts', ({ body }) =>
      unprocessable(['body', 'name'], `An alert named '${body.name}' exists already`, 'value_error'),
    );
    renderApp('/de/alerts/add', { session: loggedIn });
    const user = await fillPerimeterAlert('Mitte', { name: 'Name des Alarms', lat: 'Breite', long: 'Länge' });
    await user.click(screen.getByRole('button', { name: 'Alarm hinzufügen' }));

    const message = await screen.findByText('Dieser Name ist schon vergeben.');
    const nameField = screen.getByLabelText('Name des Alarms', { exact: false });
    await waitFor(() => expect(nameField).toHaveFocus());
    expect(nameField).toHaveAttribute('aria-invalid', 'true');
    expect(message).toBeInTheDocument();
    expect(api.callsTo('/v1/user/me/alerts')).toHaveLength(1);
    expect(storedNames()).toEqual([]);
  });

  it('explains the limit when the account already holds five alerts from another device (en)', async () => {
    api.on('post', '/v1/user/me/alerts', () =>
      unprocessable(['body'], 'An account has at most 5 alerts: delete one first', 'too_many'),
    );
    renderApp('/en/alerts/add', { session: loggedIn });
    const user = await fillPerimeterAlert('Sixth', {
      name: 'Alert Name',
      lat: 'Latitude',
      long: 'Longitude',
    });
    await user.click(screen.getByRole('button', { name: 'Add Alert' }));

    const form = screen.getByRole('button', { name: 'Add Alert' }).closest('form') as HTMLElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You have 5 alerts, the most there can be. Delete one to add another.',
    );
    expect(storedNames()).toEqual([]);
  });
});
