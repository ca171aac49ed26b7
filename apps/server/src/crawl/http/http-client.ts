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
const MAX_REDIRECTS = 5;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createHttpClient(options: HttpClientOptions): HttpClient {
  // One robots.txt per origin per client; a client lives for one crawl, so a changed file is seen next hour.
  const robots = new Map<string, Promise<string | { failure: string }>>();

  async function once(url: string, accept: string): Promise<HttpResponse> {
    const signal = AbortSignal.timeout(options.timeoutMs);
    const { response, finalUrl } = await followSameSiteRedirects(url, accept, signal);
    const text = await readCappedBody(response, finalUrl, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
    if (!response.ok) {
      const retryable = response.status >= 500 || response.status === 429 || response.status === 408;
      throw new FeedFetchError(`HTTP ${response.status} from ${finalUrl}`, retryable);
    }
    return {
      url: finalUrl,
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text,
    };
  }

  /**
   * Redirects are followed by hand, within the feed's own site and never from https to http (issue 17
   * finding 7): a feed that moves elsewhere is a change an operator should look at, and the crawler must not
   * be pointed at other hosts (internal addresses included) by whoever answers a feed's URL.
   */
  async function followSameSiteRedirects(url: string, accept: string, signal: AbortSignal) {
    let current = url;
    for (let hop = 0; ; hop++) {
      const response = await request(current, accept, signal);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status > 399 || location === null) {
        return { response, finalUrl: current };
      }
      await response.body?.cancel();
      const next = new URL(location, current);
      if (hop >= MAX_REDIRECTS)
        throw new FeedFetchError(`more than ${MAX_REDIRECTS} redirects: ${url}`, false);
      if (!isSameSiteRedirect(new URL(current), next)) {
        throw new FeedFetchError(`redirect to another site refused: ${current} → ${next.href}`, false);
      }
      current = next.href;
    }
  }

  async function request(url: string, accept: string, signal: AbortSignal): Promise<Response> {
    try {
      return await fetch(url, {
        headers: { 'user-agent': options.userAgent, accept, 'accept-language': 'de-DE,de;q=0.9' },
        signal,
        redirect: 'manual',
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

/**
 * Same site: the same registrable domain, taken as the last two labels of the host name (www.berlin.de and
 * berlin.de; the feeds are on .de and .org domains, where that holds), or the same host for addresses and
 * single-label names. http(s) only, and https never gives way to http.
 */
export function isSameSiteRedirect(from: URL, to: URL): boolean {
  if (to.protocol !== 'https:' && to.protocol !== 'http:') return false;
  if (from.protocol === 'https:' && to.protocol === 'http:') return false;
  return siteOf(from.hostname) === siteOf(to.hostname);
}

function siteOf(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (/^[\d.]+$/.test(host) || host.startsWith('[')) return host;
  return host.split('.').slice(-2).join('.');
}

/**
 * The body as text, read up to `maxBytes` (issue 17 finding 7): Content-Length is checked first when sent,
 * but a server can leave it out or lie, so the stream itself is counted and cancelled past the cap.
 */
async function readCappedBody(response: Response, url: string, maxBytes: number): Promise<string> {
  const tooLarge = () => new FeedFetchError(`response too large (over ${maxBytes} bytes): ${url}`, false);
  try {
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > maxBytes) {
      await response.body?.cancel();
      throw tooLarge();
    }
    if (response.body === null) return '';
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      text += decoder.decode(value, { stream: true });
    }
    return text + decoder.decode();
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    throw new FeedFetchError(`reading the body failed: ${url}: ${describe(error)}`, true);
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message} (${cause.message})` : error.message;
}
