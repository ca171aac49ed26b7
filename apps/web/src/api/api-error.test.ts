import { describe, expect, it } from 'vitest';
import { ApiError, isAbortedRequest, NoResponseError } from './api-error';
import { createApiClient } from './client';

// A client whose fetch answers every request with the given response, or rejects.
function clientAnswering(answer: (request: Request) => Response | Promise<Response>, anonymous = false) {
  const requests: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test',
    anonymous,
    fetch: async (input) => {
      const request = input instanceof Request ? input : new Request(input);
      requests.push(request);
      return answer(request);
    },
  });
  return { client, requests };
}

async function failureOf(status: number, body: string, statusText = ''): Promise<unknown> {
  const { client } = clientAnswering(
    () => new Response(body, { status, statusText, headers: { 'content-type': 'application/json' } }),
  );
  return client.GET('/health' as never).catch((error: unknown) => error);
}

describe('ApiError messages (spec §8 table 1)', () => {
  it.each([
    [400, 'Bad Request'],
    [401, 'Unauthorized'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [422, 'Validation Error'],
    [500, 'Internal Server Error'],
    [502, 'Bad Gateway'],
    [503, 'Service Unavailable'],
  ])('a %i answer throws ApiError "%s"', async (status, message) => {
    const error = await failureOf(status, '{"detail":"nope"}');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(message);
    expect((error as ApiError).status).toBe(status);
  });

  it('any other status gives the generic message with status, status text and body', async () => {
    const error = (await failureOf(418, '{"detail":"short and stout"}', "I'm a teapot")) as ApiError;
    expect(error.message).toBe(
      `Generic Error: status: 418; status text: I'm a teapot; body: {"detail":"short and stout"}`,
    );
  });

  it('carries url, status, statusText, body, detail and the request', async () => {
    const body = { detail: [{ loc: ['body', 'radius_km'], msg: 'must be >= 0', type: 'value_error' }] };
    const error = (await failureOf(422, JSON.stringify(body), 'Unprocessable Entity')) as ApiError;
    expect(error.url).toBe('http://api.test/health');
    expect(error.statusText).toBe('Unprocessable Entity');
    expect(error.body).toEqual(body);
    expect(error.detail).toEqual(body.detail);
    expect(error.request).toBeInstanceOf(Request);
  });

  it('a cancelled request gives "The user aborted a request."', async () => {
    const { client } = clientAnswering(() => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = (await client.GET('/health' as never).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('The user aborted a request.');
    expect(error.isAborted).toBe(true);
  });

  it('a request without an answer throws NoResponseError', async () => {
    const { client } = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.GET('/health' as never)).rejects.toBeInstanceOf(NoResponseError);
  });

  it('a successful answer returns its data', async () => {
    const { client } = clientAnswering(() => Response.json({ status: 'ok' }));
    const { data } = await client.GET('/health' as never);
    expect(data).toEqual({ status: 'ok' });
  });
});

describe('Authorization header', () => {
  it('sends the stored access token as Bearer', async () => {
    localStorage.setItem('access_token', 'abc.def.ghi');
    const { client, requests } = clientAnswering(() => Response.json({}));
    await client.GET('/health' as never);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it("sends none while the stored token is 'NOTSET' or missing", async () => {
    const { client, requests } = clientAnswering(() => Response.json({}));
    await client.GET('/health' as never);
    localStorage.setItem('access_token', 'NOTSET');
    await client.GET('/health' as never);
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([null, null]);
  });

  it('sends none from the anonymous client, whose answers the service worker keeps for everyone', async () => {
    localStorage.setItem('access_token', 'abc.def.ghi');
    const { client, requests } = clientAnswering(() => Response.json({}), true);
    await client.GET('/health' as never);
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
  });
});

describe('isAbortedRequest', () => {
  it('is true only for a request that was aborted, which callers do not report as a failure', async () => {
    const aborted = await clientAnswering(() => Promise.reject(new DOMException('aborted', 'AbortError')))
      .client.GET('/health' as never)
      .catch((error: unknown) => error);
    const noAnswer = await clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')))
      .client.GET('/health' as never)
      .catch((error: unknown) => error);
    expect(isAbortedRequest(aborted)).toBe(true);
    expect(isAbortedRequest(noAnswer)).toBe(false);
    expect(isAbortedRequest(await failureOf(401, '{"detail":"Could not validate credentials"}'))).toBe(false);
    expect(isAbortedRequest(new Error('aborted'))).toBe(false);
  });
});
