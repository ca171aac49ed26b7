import { describe, expect, it } from 'vitest';
import { ApiError, NoResponseError } from './api-error';
import { decideFailedResponse, formatMessages } from './failed-response';

const request = new Request('http://api.test/v1/event/1');
const answer = (status: number, body?: unknown) => new ApiError({ request, status, statusText: '', body });

describe('decideFailedResponse (spec §8 table 2)', () => {
  it('no response: toast "lost connection" and clear the loading indicator', () => {
    expect(decideFailedResponse(new NoResponseError(request, new TypeError('Failed to fetch')))).toEqual({
      kind: 'toast',
      key: 'errors.lostConnection',
      clearLoading: true,
    });
  });

  describe('a search without a connection (issue 14)', () => {
    const post = (path: string) => new Request(`http://api.test${path}`, { method: 'POST' });
    const noResponse = (path: string) => new NoResponseError(post(path), new TypeError('Failed to fetch'));

    it.each([
      '/v1/event/perimeter-search',
      '/v1/event/address-search',
      '/v1/source/address-search',
      '/v1/event/all',
    ])('offline, %s says that searching needs a connection', (path) => {
      expect(decideFailedResponse(noResponse(path), true)).toEqual({
        kind: 'toast',
        key: 'errors.searchNeedsConnection',
        clearLoading: true,
      });
    });

    it('offline, the count of a search is not reported a second time', () => {
      expect(decideFailedResponse(noResponse('/v1/event/perimeter-search/count'), true)).toEqual({
        kind: 'ignore',
      });
    });

    it('online, or for anything but a search, the connection is reported lost as before', () => {
      expect(decideFailedResponse(noResponse('/v1/event/perimeter-search'), false)).toMatchObject({
        key: 'errors.lostConnection',
      });
      expect(decideFailedResponse(noResponse('/v1/event/multi'), true)).toMatchObject({
        key: 'errors.lostConnection',
      });
    });
  });

  it('404: go to the not-found page', () => {
    expect(decideFailedResponse(answer(404, { detail: 'Event not found' }))).toEqual({
      kind: 'navigate',
      to: 'notFound',
    });
  });

  it('410: rejected silently', () => {
    expect(decideFailedResponse(answer(410, { detail: 'gone' }))).toEqual({ kind: 'ignore' });
  });

  it.each([422, 500, 502, 503, 504, 599])('%i: go to the internal-error page', (status) => {
    expect(decideFailedResponse(answer(status, { detail: 'x' }))).toEqual({
      kind: 'navigate',
      to: 'internalError',
    });
  });

  it('otherwise a detail string is shown', () => {
    expect(decideFailedResponse(answer(403, { detail: 'Not your source.' }))).toEqual({
      kind: 'toast-text',
      messages: ['Not your source.'],
      asList: false,
    });
  });

  it('otherwise a detail list of one shows its msg', () => {
    const body = { detail: [{ loc: ['body', 'email'], msg: 'Email already taken', type: 'conflict' }] };
    expect(decideFailedResponse(answer(400, body))).toEqual({
      kind: 'toast-text',
      messages: ['Email already taken'],
      asList: false,
    });
  });

  it("otherwise a detail list of several shows one '- msg' line each", () => {
    const body = { detail: [{ msg: 'Name missing' }, { msg: 'Start Time missing' }] };
    const action = decideFailedResponse(answer(400, body));
    expect(action).toEqual({
      kind: 'toast-text',
      messages: ['Name missing', 'Start Time missing'],
      asList: true,
    });
    if (action.kind !== 'toast-text') throw new Error('unreachable');
    expect(formatMessages(action, (text) => text.toUpperCase())).toBe('- NAME MISSING\n- START TIME MISSING');
  });

  it("otherwise 'An unknown Error occurred'", () => {
    const unknown = { kind: 'toast', key: 'errors.unknown', clearLoading: false };
    expect(decideFailedResponse(answer(401))).toEqual(unknown);
    expect(decideFailedResponse(answer(400, 'plain text'))).toEqual(unknown);
    expect(decideFailedResponse(answer(409, { detail: [] }))).toEqual(unknown);
    expect(decideFailedResponse(new Error('a bug, not an answer'))).toEqual(unknown);
  });

  it('ignores requests the app aborted itself', () => {
    const aborted = new ApiError({ request, status: 0, statusText: '', body: undefined, isAborted: true });
    expect(decideFailedResponse(aborted)).toEqual({ kind: 'ignore' });
  });
});
