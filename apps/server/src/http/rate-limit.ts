// Request limits for calls that could be used to guess passwords or flood mailboxes (DESIGN §3:
// @fastify/rate-limit). Counters live in Redis when REDIS_URL is set, so every server copy shares them;
// otherwise in this process's memory.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
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

export interface RateLimiting {
  /** A hook for a route's onRequest or preHandler; `name` keeps the counters of different limits apart. */
  limit(name: string, rule: RateLimitRule, key: RateLimitKey): RateLimitHook;
  /**
   * The same count for code outside a route's hooks (authentication). Checks of one `name` share one
   * counter, so HTTP Basic credentials and get_token use up the same tries.
   */
  check(name: string, rule: RateLimitRule, key: RateLimitKey): RateLimitCheck;
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
  if (redis !== undefined) app.addHook('onClose', async () => void (await redis.quit()));
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
  return { check, limit: check };
}

/** Connects before the server listens, so a wrong REDIS_URL stops the start with a clear error. */
async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Could not connect to REDIS_URL (${new URL(url).host}): ${(error as Error).message}`);
  }
  return redis;
}
