import { describe, expect, it } from 'vitest';
import { FakeApi } from './fake-api';

const post = (url: string, body: unknown) =>
  new Request(url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

describe('FakeApi', () => {
  it("answers a call by the schema's path, with the path values, query and body", async () => {
    const api = new FakeApi()
      .on('get', '/v1/source/{source_id}/future_events', ({ params, query }) => [
        Number(params.source_id),
        Number(query.get('offset')),
      ])
      .on('post', '/v1/event/multi', ({ body }) => body.event_ids.map((id) => ({ id }) as never));
    const future = await api.fetch(new Request('http://test/v1/source/3/future_events?offset=25'));
    expect(await future.json()).toEqual([3, 25]);
    const multi = await api.fetch(post('http://test/v1/event/multi', { event_ids: [7, 8] }));
    expect(await multi.json()).toEqual([{ id: 7 }, { id: 8 }]);
    expect(api.callsTo('/v1/event/multi')).toMatchObject([{ method: 'POST', body: { event_ids: [7, 8] } }]);
  });

  it('answers 404 for a call nobody answers, and a later answer overrides an earlier one', async () => {
    const api = new FakeApi().on('get', '/v1/topic/', () => []);
    expect((await api.fetch(new Request('http://test/v1/topic/1'))).status).toBe(404);
    expect((await api.fetch(post('http://test/v1/topic/', {}))).status).toBe(404);
    api.on('get', '/v1/topic/', () => Response.json({ detail: 'Gone' }, { status: 410 }));
    expect((await api.fetch(new Request('http://test/v1/topic/'))).status).toBe(410);
  });
});
