import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import { loadSimilarEvents, similarEventsRequest } from './similar-events';
import { testEvent } from './test-events';

const now = new Date('2030-06-01T10:00:00.000Z');

describe('similar events (spec §4)', () => {
  it('search 2 km around the first location, 4 events, from now', () => {
    const event = testEvent({
      id: 1,
      locations: [
        { geography: { type: 'Point', coordinates: [9.99, 53.55] } },
        { geography: { type: 'Point', coordinates: [10.1, 53.6] } },
      ],
    });
    expect(similarEventsRequest(event, now)).toEqual({
      latitude: 53.55,
      longitude: 9.99,
      radius_km: 2,
      limit: 4,
      offset: 0,
      start_time_start: '2030-06-01T10:00:00.000Z',
    });
  });

  it('leave out the event itself', async () => {
    const search = vi.fn(async () => [testEvent({ id: 1 }), testEvent({ id: 2 }), testEvent({ id: 3 })]);
    const events = await loadSimilarEvents(search, testEvent({ id: 2 }), now);
    expect(events.map((event) => event.id)).toEqual([1, 3]);
  });

  it('only log a failure and show none', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const events = await loadSimilarEvents(
      async () => Promise.reject(new Error('down')),
      testEvent({ id: 2 }),
      now,
    );
    expect(events).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('show none and log nothing when the search was aborted (a logout aborts the calls under way)', async () => {
    const log = vi.spyOn(console, 'error');
    const aborted = new ApiError({
      request: new Request('https://app.test/v1/event/perimeter'),
      status: 0,
      statusText: '',
      body: undefined,
      isAborted: true,
    });
    const events = await loadSimilarEvents(async () => Promise.reject(aborted), testEvent({ id: 2 }), now);
    expect(events).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it('search nothing for an event without a location', async () => {
    const search = vi.fn();
    expect(await loadSimilarEvents(search, testEvent({ id: 2, locations: [] }), now)).toEqual([]);
    expect(search).not.toHaveBeenCalled();
  });
});
