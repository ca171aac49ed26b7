import { afterEach, describe, expect, it } from 'vitest';
import { FETCHED_AT_HEADER } from './api-cache';
import { forgetOfflineCopies, noteAnswer, offlineCopyMiddleware, oldestOfflineCopy } from './offline-copies';

describe('offline copies on screen (never stale data shown as fresh)', () => {
  afterEach(() => forgetOfflineCopies());

  it('tells the oldest fetch time of the copies shown', () => {
    noteAnswer('GET /v1/event/1', '2026-11-26T10:00:00.000Z');
    noteAnswer('POST /v1/event/multi', '2026-11-25T08:00:00.000Z');
    expect(oldestOfflineCopy()).toBe('2026-11-25T08:00:00.000Z');
  });

  it('a fresh answer to the same request replaces its copy', () => {
    noteAnswer('GET /v1/event/1', '2026-11-26T10:00:00.000Z');
    noteAnswer('GET /v1/event/1', undefined);
    expect(oldestOfflineCopy()).toBeUndefined();
  });

  it('the API client notes copies by the service worker’s header and fresh answers by its absence', async () => {
    const request = new Request('https://app.test/v1/event/1');
    const copy = new Response('{}', { headers: { [FETCHED_AT_HEADER]: '2026-11-26T10:00:00.000Z' } });
    const onResponse = offlineCopyMiddleware.onResponse as (options: unknown) => unknown;
    await onResponse({ request, response: copy });
    expect(oldestOfflineCopy()).toBe('2026-11-26T10:00:00.000Z');
    await onResponse({ request, response: new Response('{}') });
    expect(oldestOfflineCopy()).toBeUndefined();
  });
});
