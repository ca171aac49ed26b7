// Request limits for calls that could be used to guess passwords or flood mailboxes (DESIGN §3:
// @fastify/rate-limit). Counters live in Redis when REDIS_URL is set, so every server copy shares them;
// otherwise in this process's memory.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { TooManyRequestsError } from './errors.js';

export interface RateLimitRule {
  max: number;
  timeWindowMs: number;
}

/** What a limit counts by, e.g. the client address or `account:anna@example.org`. */
export type RateLimitKey = (request: FastifyRequest) => string | Promise<string>;

export type RateLimitHook = preHandlerAsyncHookHandler;

/** Counts one call by `request` and throws a 429 once the limit is exceeded. */
export type RateLimitCheck = (request: FastifyRequest) => Promise<void>;

/**
 * A limit on failures only (wrong passwords): the owner's own logins do not use up the account's tries
 * (issue 17 finding 7), so only someone failing to log in can hold an account back for a while.
 */
export interface FailureLimit {
  /** Throws a 429 once `max` failures were counted in the window; counts nothing itself. */
  check: RateLimitCheck;
  /** Counts one failure of `request`. */
  count: RateLimitCheck;
}

export interface RateLimiting {
  /** A hook for a route's onRequest or preHandler; `name` keeps the counters of different limits apart. */
  limit(name: string, rule: RateLimitRule, key: RateLimitKey): RateLimitHook;
  /**
   * The same count for code outside a route's hooks (authentication). Checks of one `name` share one
   * counter, so HTTP Basic credentials and get_token use up the same tries.
   */
  check(name: string, rule: RateLimitRule, key: RateLimitKey): RateLimitCheck;
  /** Failures only, counted by `key`; one counter per name. */
  failures(name: string, rule: RateLimitRule, key: RateLimitKey): FailureLimit;
}

export interface RateLimitingOptions {
  redisUrl: string | undefined;
  /** Prefix of every Redis key; tests give each run its own. */
  redisNameSpace?: string;
}

// The web app translates this exact text (spec §8: a string detail is shown to the user).
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

export const byIp: RateLimitKey = (request) => request.ip;

/** Registers the limiter in `app`'s scope (no limit applies until a route adds a hook from `limit`). */
export async function registerRateLimiting(
  app: FastifyInstance,
  options: RateLimitingOptions,
): Promise<RateLimiting> {
  const redis = options.redisUrl === undefined ? undefined : await connectRedis(options.redisUrl);
  if (redis !== undefined) {
    // Redis gone (issue 17 'Faults'): the limits fail open and the client reconnects on its own; its errors are
    // logged, not left to ioredis' 'Unhandled error event', and a server stopping meanwhile still stops cleanly.
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: options.redisNameSpace ?? 'assembly-finder:rate-limit:',
    // Fail open: a Redis outage must not lock everybody out of logging in.
    skipOnError: true,
  });
  // One counter per name: the plugin keeps a separate in-memory store for each createRateLimit call.
  const counters = new Map<string, (request: FastifyRequest, key: string) => Promise<void>>();
  const counter = (name: string, rule: RateLimitRule) => {
    const existing = counters.get(name);
    if (existing !== undefined) return existing;
    const keys = new WeakMap<FastifyRequest, string>();
    // createRateLimit, not rateLimit: the plugin's own hooks run only once per request, and a route
    // here counts twice (per address and per account).
    const count = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.timeWindowMs,
      keyGenerator: (request) => `${name}:${keys.get(request)}`,
    });
    const counted = async (request: FastifyRequest, key: string) => {
      keys.set(request, key);
      const outcome = await count(request);
      if (outcome.isAllowed || !outcome.isExceeded) return;
      throw new TooManyRequestsError(TOO_MANY_REQUESTS, outcome.ttlInSeconds);
    };
    counters.set(name, counted);
    return counted;
  };
  const check = (name: string, rule: RateLimitRule, key: RateLimitKey): RateLimitCheck => {
    const counted = counter(name, rule);
    return async (request) => counted(request, await key(request));
  };
  const stores = new Map<string, FailureStore>();
  const failures = (name: string, rule: RateLimitRule, key: RateLimitKey): FailureLimit => {
    let store = stores.get(name);
    if (store === undefined) {
      const prefix = `${options.redisNameSpace ?? 'assembly-finder:rate-limit:'}failures:${name}:`;
      store = redis === undefined ? memoryFailureStore(rule) : redisFailureStore(redis, prefix, rule, app);
      stores.set(name, store);
    }
    const counted = store;
    return {
      async check(request) {
        const { count, ttlMs } = await counted.read(await key(request));
        if (count >= rule.max)
          throw new TooManyRequestsError(TOO_MANY_REQUESTS, Math.max(1, Math.ceil(ttlMs / 1000)));
      },
      async count(request) {
        await counted.add(await key(request));
      },
    };
  };
  return { check, limit: check, failures };
}

interface FailureStore {
  read(key: string): Promise<{ count: number; ttlMs: number }>;
  add(key: string): Promise<void>;
}

function memoryFailureStore(rule: RateLimitRule): FailureStore {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    if (entry === undefined || entry.resetAt <= now) return undefined;
    return entry;
  };
  return {
    async read(key) {
      const now = Date.now();
      const entry = live(key, now);
      return entry === undefined
        ? { count: 0, ttlMs: 0 }
        : { count: entry.count, ttlMs: entry.resetAt - now };
    },
    async add(key) {
      const now = Date.now();
      // Expired entries go when the map grows, so guessing at many names cannot grow it without end.
      if (entries.size >= 10_000) for (const [k, e] of entries) if (e.resetAt <= now) entries.delete(k);
      const entry = live(key, now);
      if (entry === undefined) entries.set(key, { count: 1, resetAt: now + rule.timeWindowMs });
      else entry.count += 1;
    },
  };
}

// INCR and the window's expiry in one step, so a crash between them cannot leave a counter that never expires.
const ADD_FAILURE = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

function redisFailureStore(
  redis: Redis,
  prefix: string,
  rule: RateLimitRule,
  app: FastifyInstance,
): FailureStore {
  // Fail open like the other limits: a Redis outage must not lock everybody out of logging in.
  const failOpen = (error: unknown) => app.log.warn({ err: error }, 'rate-limit store unavailable');
  return {
    async read(key) {
      try {
        const [[, count], [, ttl]] = (await redis
          .multi()
          .get(prefix + key)
          .pttl(prefix + key)
          .exec()) as [[Error | null, string | null], [Error | null, number]];
        return { count: Number(count ?? 0), ttlMs: Math.max(0, ttl) };
      } catch (error) {
        failOpen(error);
        return { count: 0, ttlMs: 0 };
      }
    },
    async add(key) {
      try {
        await redis.eval(ADD_FAILURE, 1, prefix + key, String(rule.timeWindowMs));
      } catch (error) {
        failOpen(error);
      }
    },
  };
}

/**
 * Issue 17 finding 6: a generous limit on API calls (/v1/…) per client address, so one client cannot keep
 * the expensive public reads (searches, markers, counts, exports) busy for everybody. Counted in Redis when
 * configured, like the other limits; 0 turns it off.
 */
export function registerApiCallLimit(app: FastifyInstance, limiting: RateLimiting, perMinute: number): void {
  if (perMinute === 0) return;
  const check = limiting.check('api:ip', { max: perMinute, timeWindowMs: 60_000 }, byIp);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/v1/')) await check(request);
  });
}

/** Connects before the server listens, so a wrong REDIS_URL stops the start with a clear error. */
async function connectRedis(url: string): Promise<Redis> {
  // Loaded only with REDIS_URL: a server that counts in memory does not carry the client (~14 MB RSS).
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Could not connect to REDIS_URL (${new URL(url).host}): ${(error as Error).message}`);
  }
  return redis;
}
