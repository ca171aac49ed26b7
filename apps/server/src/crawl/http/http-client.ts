// The crawler's only way out: GET with an identifying User-Agent, robots.txt honoured, a timeout per
// attempt and retries with exponential backoff (issue 5 "Scheduling").
import { isAllowedByRobots } from './robots.js';

export class FeedFetchError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

export interface HttpResponse {
  url: string;
  status: number;
  contentType: string;
  text: string;
}

export interface HttpClient {
  get(url: string, options?: { accept?: string }): Promise<HttpResponse>;
}

export interface HttpClientOptions {
  userAgent: string;
  /** The robots.txt product token, e.g. 'AssemblyFinder'. */
  productToken: string;
  timeoutMs: number;
  /** Attempts per request, the first included. */
  attempts: number;
  /** Wait before the second attempt; doubles for each further one. */
  backoffMs: number;
  /** Largest accepted body; a list is a few MB, anything far bigger is not a list. */
  maxBodyBytes?: number;
}

const DEFAULT_MAX_BODY_BYTES = 64 * 1024 * 1024;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createHttpClient(options: HttpClientOptions): HttpClient {
  // One robots.txt per origin per client; a client lives for one crawl, so a changed file is seen next hour.
  const robots = new Map<string, Promise<string | { failure: string }>>();

  async function once(url: string, accept: string): Promise<HttpResponse> {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'user-agent': options.userAgent, accept, 'accept-language': 'de-DE,de;q=0.9' },
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'follow',
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new FeedFetchError(
        timedOut
          ? `timed out after ${options.timeoutMs} ms: ${url}`
          : `request failed: ${url}: ${describe(error)}`,
        true,
      );
    }
    let text: string;
    try {
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > (options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)) {
        await response.body?.cancel();
        throw new FeedFetchError(`response too large (${length} bytes): ${url}`, false);
      }
      text = await response.text();
    } catch (error) {
      if (error instanceof FeedFetchError) throw error;
      throw new FeedFetchError(`reading the body failed: ${url}: ${describe(error)}`, true);
    }
    if (!response.ok) {
      const retryable = response.status >= 500 || response.status === 429 || response.status === 408;
      throw new FeedFetchError(`HTTP ${response.status} from ${url}`, retryable);
    }
    return {
      url: response.url || url,
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text,
    };
  }

  async function withRetries(url: string, accept: string): Promise<HttpResponse> {
    let lastError: unknown;
    for (let attempt = 1; attempt <= options.attempts; attempt++) {
      try {
        return await once(url, accept);
      } catch (error) {
        lastError = error;
        if (!(error instanceof FeedFetchError) || !error.retryable || attempt === options.attempts) break;
        await wait(options.backoffMs * 2 ** (attempt - 1));
      }
    }
    throw lastError;
  }

  // RFC 9309 §2.3.1: a robots.txt that is missing (4xx) allows everything; one that cannot be
  // fetched (5xx, network) means "disallow all" until it can.
  async function robotsFor(origin: string): Promise<string | { failure: string }> {
    let pending = robots.get(origin);
    if (!pending) {
      pending = withRetries(`${origin}/robots.txt`, 'text/plain').then(
        (response) => response.text,
        (error: unknown) => {
          if (error instanceof FeedFetchError && /^HTTP 4\d\d /.test(error.message)) return '';
          return { failure: error instanceof Error ? error.message : String(error) };
        },
      );
      robots.set(origin, pending);
    }
    return pending;
  }

  return {
    async get(url, { accept = '*/*' } = {}) {
      const parsed = new URL(url);
      const rules = await robotsFor(parsed.origin);
      if (typeof rules !== 'string') {
        throw new FeedFetchError(
          `robots.txt of ${parsed.origin} could not be read (${rules.failure})`,
          false,
        );
      }
      if (!isAllowedByRobots(rules, options.productToken, parsed.pathname + parsed.search)) {
        throw new FeedFetchError(`robots.txt of ${parsed.origin} disallows ${parsed.pathname}`, false);
      }
      return withRetries(url, accept);
    },
  };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}
