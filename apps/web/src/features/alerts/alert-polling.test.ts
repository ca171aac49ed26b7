import { describe, expect, it } from 'vitest';
import {
  applyPollAnswer,
  applyPollFailure,
  hasUnseenEvents,
  markEventSeen,
  newAlert,
  nextDueAlert,
  withSeenOf,
} from './alert-polling';
import type { StoredAlert } from './stored-alert';
import { testAlertCriteria, testStoredAlert } from './test-alerts';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');
const criteria = testAlertCriteria();

const withIds = (seen: number[], unseen: number[]): StoredAlert =>
  testStoredAlert({}, { seenEventIds: seen, unseenEventIds: unseen }, NOW);

describe('spec §4 "Alert polling"', () => {
  it('step 1: a new alert was last fetched an hour ago and is fetched in 5 seconds, with nothing seen', () => {
    expect(newAlert(criteria, NOW)).toMatchObject({
      lastFetch: '2026-11-25T11:00:00.000Z',
      nextFetch: '2026-11-25T12:00:05.000Z',
      seenEventIds: [],
      unseenEventIds: [],
    });
  });

  it('step 3: keeps only the seen and unseen ids the server still returns', () => {
    const { alert } = applyPollAnswer(withIds([1, 2], [3, 4]), { event_ids: [2, 4], next_fetch: 'x' }, NOW);
    expect(alert.seenEventIds).toEqual([2]);
    expect(alert.unseenEventIds).toEqual([4]);
  });

  it('step 4: ids not known before are new and join the unseen ones', () => {
    const outcome = applyPollAnswer(withIds([1], [2]), { event_ids: [1, 2, 5, 6], next_fetch: 'x' }, NOW);
    expect(outcome.newEventIds).toEqual([5, 6]);
    expect(outcome.alert.unseenEventIds).toEqual([2, 5, 6]);
    expect(outcome.alert.seenEventIds).toEqual([1]);
  });

  it('step 4: nothing new when every returned id is known', () => {
    expect(
      applyPollAnswer(withIds([1], [2]), { event_ids: [2, 1], next_fetch: 'x' }, NOW).newEventIds,
    ).toEqual([]);
  });

  it('a seen id the server stopped returning and returns again counts as new', () => {
    const dropped = applyPollAnswer(withIds([1], []), { event_ids: [], next_fetch: 'x' }, NOW).alert;
    expect(applyPollAnswer(dropped, { event_ids: [1], next_fetch: 'x' }, NOW).newEventIds).toEqual([1]);
  });

  it('step 5: lastFetch is the time of the fetch and nextFetch the server’s next_fetch', () => {
    const { alert } = applyPollAnswer(
      withIds([], []),
      { event_ids: [], next_fetch: '2026-11-25T13:07:00.000Z' },
      NOW - 2_000,
    );
    expect(alert.lastFetch).toBe('2026-11-25T11:59:58.000Z');
    expect(alert.nextFetch).toBe('2026-11-25T13:07:00.000Z');
  });

  it('step 6: after an error nextFetch is now + 5 minutes and nothing else changes', () => {
    const before = withIds([1], [2]);
    expect(applyPollFailure(before, NOW)).toEqual({ ...before, nextFetch: '2026-11-25T12:05:00.000Z' });
  });

  it('marking an event seen moves it from the unseen to the seen list, once', () => {
    const seen = markEventSeen(withIds([1], [2, 3]), 2);
    expect(seen).toMatchObject({ seenEventIds: [1, 2], unseenEventIds: [3] });
    expect(markEventSeen(seen, 2)).toBe(seen);
  });

  it('events seen on another copy of the alert count as seen here too, and leave the unseen list', () => {
    const here = withIds([1], [2, 3]);
    const merged = withSeenOf(here, { seenEventIds: [3, 1, 9] });
    expect(merged).toMatchObject({ seenEventIds: [1, 3, 9], unseenEventIds: [2] });
    expect(withSeenOf(merged, { seenEventIds: [9] })).toBe(merged);
    // An id seen elsewhere that this device has not polled yet is known, so its first poll does not report it.
    expect(
      applyPollAnswer(merged, { event_ids: [2, 9], next_fetch: '2026-11-25T13:00:00.000Z' }, NOW),
    ).toMatchObject({ newEventIds: [], alert: { seenEventIds: [9], unseenEventIds: [2] } });
  });

  it('notifications are available when any alert has unseen ids', () => {
    expect(hasUnseenEvents({})).toBe(false);
    expect(hasUnseenEvents({ a: withIds([1], []) })).toBe(false);
    expect(hasUnseenEvents({ a: withIds([1], []), b: { ...withIds([], [9]), name: 'b' } })).toBe(true);
  });

  it('the alert due first is the one with the earliest nextFetch', () => {
    const late = { ...withIds([], []), name: 'late', nextFetch: '2026-11-25T14:00:00.000Z' };
    const early = { ...withIds([], []), name: 'early', nextFetch: '2026-11-25T13:00:00.000Z' };
    expect(nextDueAlert({ late, early })?.name).toBe('early');
    expect(nextDueAlert({})).toBeUndefined();
  });
});
