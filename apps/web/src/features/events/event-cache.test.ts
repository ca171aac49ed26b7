import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { cachedEvent, loadEventsByIds, missingEventIds, seedEvents } from './event-cache';
import { testEvent } from './test-events';

const client = () => new QueryClient();

describe('event cache (spec §4)', () => {
  it('caches events from a list by id', () => {
    const queryClient = client();
    seedEvents(queryClient, [testEvent({ id: 1 }), testEvent({ id: 2 })]);
    expect(cachedEvent(queryClient, 2)?.name).toBe('Event 2');
    expect(missingEventIds(queryClient, [1, 2, 3, 3])).toEqual([3]);
  });

  it('fetches only the missing ids, in one call, and returns all in the order asked', async () => {
    const queryClient = client();
    seedEvents(queryClient, [testEvent({ id: 2 })]);
    const fetchMulti = vi.fn(async (ids: number[]) => ids.map((id) => testEvent({ id })));
    const events = await loadEventsByIds(queryClient, [3, 2, 1], fetchMulti);
    expect(fetchMulti).toHaveBeenCalledTimes(1);
    expect(fetchMulti).toHaveBeenCalledWith([3, 1]);
    expect(events.map((event) => event.id)).toEqual([3, 2, 1]);
  });

  it('makes no call when every event is cached', async () => {
    const queryClient = client();
    seedEvents(queryClient, [testEvent({ id: 1 }), testEvent({ id: 2 })]);
    const fetchMulti = vi.fn(async () => []);
    await loadEventsByIds(queryClient, [1, 2], fetchMulti);
    expect(fetchMulti).not.toHaveBeenCalled();
  });

  it('keeps what it fetched, so the next request for those ids makes no call', async () => {
    const queryClient = client();
    const fetchMulti = vi.fn(async (ids: number[]) => ids.map((id) => testEvent({ id })));
    await loadEventsByIds(queryClient, [5, 6], fetchMulti);
    await loadEventsByIds(queryClient, [6, 5], fetchMulti);
    expect(fetchMulti).toHaveBeenCalledTimes(1);
  });

  it('leaves out ids the server does not return (deleted or not public)', async () => {
    const queryClient = client();
    const events = await loadEventsByIds(queryClient, [1, 2], async () => [testEvent({ id: 2 })]);
    expect(events.map((event) => event.id)).toEqual([2]);
  });

  it('splits only past the server’s 100-id limit', async () => {
    const queryClient = client();
    const ids = Array.from({ length: 150 }, (_, index) => index + 1);
    const fetchMulti = vi.fn(async (batch: number[]) => batch.map((id) => testEvent({ id })));
    await loadEventsByIds(queryClient, ids, fetchMulti);
    expect(fetchMulti.mock.calls.map(([batch]) => batch.length)).toEqual([100, 50]);
  });
});
