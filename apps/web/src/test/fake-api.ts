// A fake of the server for screen tests, typed by the generated OpenAPI paths: a test answers the calls
// it needs by method and path as the schema writes them ('/v1/source/{source_id}'); the handler gets the
// path values, the query and the JSON body the schema gives that call, and must answer with the schema's
// success body (or any Response, e.g. an error). Unanswered calls get a 404; every call is recorded.
import { beforeEach, vi } from 'vitest';
import type { paths } from '../api/schema.gen';
import type { JsonBody, JsonOk } from '../api/wire-types';
import { alertsMergeAnswer, savedMergeAnswer } from './account-merges';

type Method = 'get' | 'post' | 'put' | 'delete';
/** The methods the schema defines for a path. */
type MethodOf<Path extends keyof paths> = {
  [M in Method]: paths[Path][M] extends undefined | never ? never : M;
}[Method];

export interface FakeRequest<Path extends keyof paths, M extends MethodOf<Path>> {
  /** The path's {placeholders}, as written in the URL. */
  params: Record<string, string>;
  query: URLSearchParams;
  body: JsonBody<Path, M>;
  request: Request;
}

type Answer<Path extends keyof paths, M extends MethodOf<Path>> = JsonOk<Path, M> | Response;
export type FakeHandler<Path extends keyof paths, M extends MethodOf<Path>> = (
  call: FakeRequest<Path, M>,
) => Answer<Path, M> | Promise<Answer<Path, M>>;

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
}

interface Route {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: (call: FakeRequest<never, never>) => unknown;
}

function patternOf(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

export class FakeApi {
  readonly calls: RecordedCall[] = [];
  private routes: Route[] = [];

  /** Answers `method path`; a later answer for the same call wins, so a test can override the defaults. */
  on<Path extends keyof paths, M extends MethodOf<Path>>(
    method: M,
    path: Path,
    handler: FakeHandler<Path, M>,
  ): this {
    const { pattern, names } = patternOf(path);
    this.routes.unshift({
      method: method.toUpperCase(),
      pattern,
      names,
      handler: handler as unknown as Route['handler'],
    });
    return this;
  }

  /** The recorded calls to one path, e.g. callsTo('/v1/event/multi'). */
  callsTo(pathname: string): RecordedCall[] {
    return this.calls.filter((call) => call.url.pathname === pathname);
  }

  reset(): void {
    this.calls.length = 0;
    this.routes = [];
  }

  readonly fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const text = await request.clone().text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    this.calls.push({ method: request.method, url, body });
    for (const route of this.routes) {
      const match = route.method === request.method ? route.pattern.exec(url.pathname) : null;
      if (match === null) continue;
      const params = Object.fromEntries(route.names.map((name, index) => [name, match[index + 1] ?? '']));
      const answer = await route.handler({ params, query: url.searchParams, body: body as never, request });
      return answer instanceof Response ? answer : Response.json(answer);
    }
    return Response.json({ detail: 'Not Found' }, { status: 404 });
  };
}

/**
 * One fake server for the test file: before each test it forgets the previous test's answers and calls,
 * answers the account merges of a session's start (test/account-merges.ts), runs `answerDefaults`, and becomes
 * the page's fetch (vitest.setup.ts restores the real one after).
 */
export function fakeApiForEachTest(answerDefaults: (api: FakeApi) => void = () => {}): FakeApi {
  const api = new FakeApi();
  beforeEach(() => {
    api.reset();
    api
      .on('post', '/v1/user/me/saved/merge', ({ body }) => savedMergeAnswer(body))
      .on('post', '/v1/user/me/alerts/merge', ({ body }) => alertsMergeAnswer(body));
    answerDefaults(api);
    vi.stubGlobal('fetch', api.fetch);
  });
  return api;
}
