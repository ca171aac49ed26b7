import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_POLL_TIMEOUT_MS, type AlertPoller, startAlertPoller } from './alert-poller';
import { markEventSeen, newAlert, type PollAnswer } from './alert-polling';
import type { StoredAlert, StoredAlerts } from './stored-alert';
import { testAlertCriteria } from './test-alerts';

// The poller on a fake clock, with an in-memory store and a server double whose answers the test releases.
const START = Date.parse('2026-11-25T12:00:00.000Z');
const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('the alert poller', () => {
  let alerts: StoredAlerts;
  let asked: { alert: StoredAlert; signal: AbortSignal; answer(a: PollAnswer): void; fail(): void }[];
  let notified: { name: string; count: number }[];
  let poller: AlertPoller | undefined;

  beforeEach(() => {
    vi.useFakeTimers({ now: START });
    alerts = {};
    asked = [];
    notified = [];
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    poller?.stop();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function start() {
    poller = startAlertPoller({
      load: () => alerts,
      update: (name, change) => {
        const stored = alerts[name];
        if (stored !== undefined) alerts = { ...alerts, [name]: change(stored) };
      },
      fetch: (alert, signal) =>
        new Promise((resolve, reject) => {
          signal.addEventListener('abort', () => reject(new Error('timed out')));
          asked.push({ alert, signal, answer: resolve, fail: () => reject(new Error('500')) });
        }),
      notify: (alert, count) => notified.push({ name: alert.name, count }),
    });
  }
  function add(name: string) {
    alerts = { ...alerts, [name]: newAlert(testAlertCriteria({ name }), Date.now()) };
    poller?.reschedule();
  }

  it('polls a new alert 5 seconds after it was added, not before', async () => {
    start();
    add('Mitte');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(asked).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked.map((a) => a.alert.name)).toEqual(['Mitte']);
  });

  it('notifies of new events, stores them unseen, and asks again at the server’s next_fetch', async () => {
    start();
    add('Mitte');
    await vi.advanceTimersByTimeAsync(5_000);
    const nextFetch = inOneHour();
    asked[0]?.answer({ event_ids: [11, 12], next_fetch: nextFetch });
    await vi.advanceTimersByTimeAsync(0);
    expect(notified).toEqual([{ name: 'Mitte', count: 2 }]);
    expect(alerts.Mitte).toMatchObject({
      unseenEventIds: [11, 12],
      lastFetch: new Date(START + 5_000).toISOString(),
      nextFetch,
    });
    await vi.advanceTimersByTimeAsync(3_600_000 - 1);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
  });

  it('does not notify when nothing is new, and keeps a seen event seen', async () => {
    start();
    add('Mitte');
    await vi.advanceTimersByTimeAsync(5_000);
    asked[0]?.answer({ event_ids: [11], next_fetch: new Date(Date.now() + 600_000).toISOString() });
    await vi.advanceTimersByTimeAsync(0);
    alerts = { Mitte: markEventSeen(alerts.Mitte as StoredAlert, 11) };
    await vi.advanceTimersByTimeAsync(600_000);
    asked[1]?.answer({ event_ids: [11], next_fetch: inOneHour() });
    await vi.advanceTimersByTimeAsync(0);
    expect(notified).toHaveLength(1);
    expect(alerts.Mitte).toMatchObject({ seenEventIds: [11], unseenEventIds: [] });
  });

  it('after a failed poll asks again in 5 minutes, silently, and loses nothing', async () => {
    start();
    add('Mitte');
    alerts = { Mitte: { ...(alerts.Mitte as StoredAlert), unseenEventIds: [4] } };
    await vi.advanceTimersByTimeAsync(5_000);
    asked[0]?.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(alerts.Mitte).toMatchObject({
      unseenEventIds: [4],
      nextFetch: new Date(START + 305_000).toISOString(),
    });
    await vi.advanceTimersByTimeAsync(299_999);
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toHaveLength(2);
    expect(notified).toEqual([]);
  });

  it('counts a poll without an answer after 30 s as failed', async () => {
    start();
    add('Mitte');
    await vi.advanceTimersByTimeAsync(5_000 + ALERT_POLL_TIMEOUT_MS);
    expect(asked[0]?.signal.aborted).toBe(true);
    expect(alerts.Mitte?.nextFetch).toBe(
      new Date(START + 5_000 + ALERT_POLL_TIMEOUT_MS + 300_000).toISOString(),
    );
  });

  it('stops polling a removed alert, also when it is removed while its poll runs', async () => {
    start();
    add('Mitte');
    add('Pankow');
    await vi.advanceTimersByTimeAsync(5_000);
    const { Mitte: _removed, ...rest } = alerts;
    alerts = rest;
    poller?.reschedule();
    asked[0]?.answer({ event_ids: [1], next_fetch: inOneHour() });
    await vi.advanceTimersByTimeAsync(0);
    expect(alerts.Mitte).toBeUndefined();
    expect(notified.map((n) => n.name)).not.toContain('Mitte');
    asked[1]?.answer({ event_ids: [], next_fetch: inOneHour() });
    await vi.advanceTimersByTimeAsync(2 * 3_600_000);
    expect(asked.filter((a) => a.alert.name === 'Mitte')).toHaveLength(1);
  });

  it('polls nothing when no alert exists, and nothing after stop', async () => {
    start();
    await vi.advanceTimersByTimeAsync(10 * 3_600_000);
    add('Mitte');
    poller?.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toEqual([]);
  });
});
