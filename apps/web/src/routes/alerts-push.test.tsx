import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testStoredAlert } from '../features/alerts/test-alerts';
import { fakeApiForEachTest } from '../test/fake-api';
import { renderApp } from '../test/render-app';

// The Alerts screen's push switch (issue 14, decision 027) against a stand-in of the browser's Push API.
const SERVER_KEY = 'BNc5Z0sY0kCwfrfb2lKmN0u7dL3sXXoh2J6ZbgPqkO1eqn8Vw0lN3aZ0uQ6f2G8mQ6V3d9b1y3z2L0pQ5oX7c8E';
const device = {
  endpoint: 'https://push.example/send/device-1',
  keys: { p256dh: 'BPk', auth: 'c2VjcmV0' },
};

const fake = fakeApiForEachTest((api) =>
  api
    .on('get', '/v1/topic/', () => [])
    .on('get', '/v1/event_type/', () => [])
    .on('get', '/v1/push/vapid-public-key', () => ({ public_key: SERVER_KEY }))
    .on('put', '/v1/push/subscriptions', ({ body }) => ({
      alert_name: body.alert_name,
      language: body.language,
      linked_to_account: false,
      created_at: '2026-11-26T05:00:00.000Z',
      updated_at: '2026-11-26T05:00:00.000Z',
    }))
    .on('delete', '/v1/push/subscriptions', () => new Response(null, { status: 204 })),
);

let permission: NotificationPermission;
let answer: NotificationPermission;
const subscribe = vi.fn();
let current: { endpoint: string; toJSON: () => unknown } | null;

// Notification is a constructor with static members; the permission is read when asked (a getter).
const NotificationStandIn = Object.defineProperties(function NotificationStandIn() {}, {
  permission: { get: () => permission },
  requestPermission: {
    value: async () => {
      permission = answer;
      return answer;
    },
  },
});

beforeEach(() => {
  permission = 'default';
  answer = 'granted';
  current = null;
  subscribe.mockReset().mockImplementation(async () => {
    current = { endpoint: device.endpoint, toJSON: () => device };
    return current;
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', NotificationStandIn);
  const registration = { pushManager: { subscribe, getSubscription: async () => current } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  localStorage.setItem(
    'alerts',
    JSON.stringify({
      Mitte: testStoredAlert(
        { name: 'Mitte' },
        { nextFetch: new Date(Date.now() + 3_600_000).toISOString() },
      ),
    }),
  );
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe.each([
  [
    'en',
    'Push notifications when the app is closed',
    "You will get a push for 'Mitte' even when the app is closed.",
  ],
  [
    'de',
    'Push-Benachrichtigungen, auch wenn die App geschlossen ist',
    "Du bekommst Push-Nachrichten für 'Mitte', auch wenn die App geschlossen ist.",
  ],
])('the push switch of an alert [%s]', { timeout: 30_000 }, (language, label, turnedOn) => {
  it('asks for permission, subscribes with the server’s key, registers the alert’s criteria; off removes it on the server', async () => {
    renderApp(`/${language}/alerts`);
    const card = await screen.findByRole('listitem', { name: 'Mitte' }, { timeout: 15_000 });
    const toggle = within(card).getByRole('switch', { name: label });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(await screen.findByText(turnedOn)).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const key = subscribe.mock.calls[0]?.[0].applicationServerKey as Uint8Array;
    expect(key).toHaveLength(65);
    const [registration] = fake.callsTo('/v1/push/subscriptions');
    expect(registration?.body).toEqual(
      expect.objectContaining({
        ...device,
        alert_name: 'Mitte',
        language,
        latitude: expect.any(Number),
        longitude: expect.any(Number),
        radius_km: expect.any(Number),
      }),
    );
    expect(JSON.parse(localStorage.getItem('pushAlerts') ?? '[]')).toEqual(['Mitte']);

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    const removal = fake.callsTo('/v1/push/subscriptions').find((call) => call.method === 'DELETE');
    expect(removal?.body).toEqual({ endpoint: device.endpoint, alert_name: 'Mitte' });
  });

  it('says so when notifications are denied, subscribes nothing and keeps the alert', async () => {
    answer = 'denied';
    renderApp(`/${language}/alerts`);
    const card = await screen.findByRole('listitem', { name: 'Mitte' }, { timeout: 15_000 });
    const toggle = within(card).getByRole('switch', { name: label });
    await userEvent.click(toggle);
    expect(
      await screen.findByText(
        language === 'en' ? /Notifications are blocked/ : /Benachrichtigungen sind blockiert/,
      ),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(subscribe).not.toHaveBeenCalled();
    expect(fake.callsTo('/v1/push/subscriptions')).toEqual([]);
    expect(Object.keys(JSON.parse(localStorage.getItem('alerts') ?? '{}'))).toEqual(['Mitte']);
  });

  it('says the limit when the server refuses a sixth pushed alert', async () => {
    fake.on('put', '/v1/push/subscriptions', () =>
      Response.json(
        { detail: [{ loc: ['body'], msg: 'A device has at most 5 alerts…', type: 'too_many' }] },
        { status: 422 },
      ),
    );
    renderApp(`/${language}/alerts`);
    const card = await screen.findByRole('listitem', { name: 'Mitte' }, { timeout: 15_000 });
    await userEvent.click(within(card).getByRole('switch', { name: label }));
    expect(
      await screen.findByText(language === 'en' ? /At most 5 alerts/ : /Höchstens 5 Alarme/),
    ).toBeInTheDocument();
    expect(localStorage.getItem('pushAlerts')).toBeNull();
  });
});

describe('without the Push API', () => {
  it('shows no push switch (the alert polls while the app is open, as before)', async () => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    fake.on('get', '/v1/topic/', () => []);
    renderApp('/en/alerts');
    const card = await screen.findByRole('listitem', { name: 'Mitte' }, { timeout: 15_000 });
    expect(within(card).queryByRole('switch')).not.toBeInTheDocument();
  });
});
