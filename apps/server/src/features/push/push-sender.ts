// Sends one Web Push (RFC 8030) with an encrypted payload (RFC 8291) signed with VAPID (RFC 8292), and
// says what to do next: done, forget the subscription (the push service says it is gone), try again later,
// or never (a subscription that cannot be pushed to). Issue 14 "Bad input and faults".
import https, { type Agent } from 'node:https';
import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys.js';

export interface PushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushOutcome =
  | { kind: 'sent' }
  /** 404 or 410 from the push service: the subscription is gone, delete it. */
  | { kind: 'gone'; status: number }
  /** No answer, a timeout, 429 or 5xx: send again later (with backoff). */
  | { kind: 'retry'; reason: string }
  /** The subscription itself is unusable (not https, malformed keys) or the push service refused it. */
  | { kind: 'rejected'; reason: string };

/** How long a push service may keep an undelivered alert push: after a day it is old news. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
export const PUSH_TIMEOUT_MS = 10_000;

function base64UrlBytes(value: string): Buffer | undefined {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64url') : undefined;
}

/** Why a subscription cannot be pushed to, or undefined when it can. */
export function subscriptionProblem(subscription: PushSubscription): string | undefined {
  let endpoint: URL;
  try {
    endpoint = new URL(subscription.endpoint);
  } catch {
    return 'the endpoint is not a URL';
  }
  if (endpoint.protocol !== 'https:') return 'the endpoint is not https';
  const p256dh = base64UrlBytes(subscription.keys.p256dh);
  // An uncompressed P-256 point (RFC 8291 §3.1): 65 bytes starting with 0x04.
  if (p256dh?.length !== 65 || p256dh[0] !== 4) return 'the p256dh key is not a P-256 public key';
  if (base64UrlBytes(subscription.keys.auth)?.length !== 16) return 'the auth secret is not 16 bytes';
  return undefined;
}

/**
 * The VAPID Authorization header for a push service (RFC 8292), signed once per origin and key and reused for
 * an hour (the token itself is valid for 12): signing costs more than encrypting the payload, and a fan-out
 * sends thousands of pushes to the same few push services.
 */
const VAPID_REUSE_MS = 60 * 60 * 1000;
const vapidHeaders = new Map<string, { authorization: string; until: number }>();

function vapidAuthorization(endpoint: URL, vapid: VapidKeys, now = Date.now()): string {
  const key = `${endpoint.origin} ${vapid.publicKey} ${vapid.subject}`;
  const cached = vapidHeaders.get(key);
  if (cached !== undefined && cached.until > now) return cached.authorization;
  const { Authorization } = webPush.getVapidHeaders(
    endpoint.origin,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
  );
  if (vapidHeaders.size > 1_000) vapidHeaders.clear();
  vapidHeaders.set(key, { authorization: Authorization, until: now + VAPID_REUSE_MS });
  return Authorization;
}

export interface SendOptions {
  timeoutMs?: number;
  /** For tests: an agent that trusts the local push endpoint's certificate. */
  agent?: Agent;
}

/** A push ready to go: the encrypted body and its headers, for one subscription's endpoint. */
export interface PushRequest {
  endpoint: string;
  headers: Record<string, string | number>;
  body: Uint8Array;
}

/** What encryptPush needs, as plain data (it also runs on the encryption threads, push-encryption-pool.ts). */
export interface PushToEncrypt {
  subscription: PushSubscription;
  /** The payload as JSON text. */
  payload: string;
  /** The VAPID Authorization header for the endpoint's push service (pushAuthorization). */
  authorization: string;
}

/** The options of every push, the same for web-push's encryption here and on the encryption threads. */
export const PUSH_REQUEST_OPTIONS = {
  TTL: PUSH_TTL_SECONDS,
  urgency: 'normal',
  contentEncoding: 'aes128gcm',
} as const;

/** The VAPID Authorization header of a push to this endpoint (signed once an hour per push service). */
export function pushAuthorization(endpoint: string, vapid: VapidKeys): string {
  return vapidAuthorization(new URL(endpoint), vapid);
}

/**
 * The payload encrypted for the subscription (RFC 8291: a new ECDH key pair and salt per push) and the request's
 * headers: web-push's own request details. It costs about 0.2–0.4 ms of CPU, most of it the ECDH with the
 * device's key; a fan-out runs it on worker threads (push-encryption-pool.ts).
 */
export function encryptPush({ subscription, payload, authorization }: PushToEncrypt): PushRequest {
  // The signed header comes with the item; without vapidDetails (and with no global keys: nothing calls
  // webPush.setVapidDetails) web-push does not sign it again.
  const details = webPush.generateRequestDetails(subscription, payload, {
    ...PUSH_REQUEST_OPTIONS,
    headers: { Authorization: authorization },
  });
  return {
    endpoint: details.endpoint,
    headers: details.headers as Record<string, string | number>,
    body: details.body as unknown as Uint8Array,
  };
}

/** What the push service's status means for the delivery. */
function outcomeOfStatus(status: number): PushOutcome {
  if (status >= 200 && status <= 299) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone', status };
  if (status === 429 || status >= 500)
    return { kind: 'retry', reason: `the push service answered ${status}` };
  return { kind: 'rejected', reason: `the push service answered ${status}` };
}

/**
 * Posts an encrypted push (RFC 8030) as web-push's sendNotification does: the response is read to its end, a
 * timeout destroys the request, and no answer is a reason to try again.
 */
export function postPush(request: PushRequest, options: SendOptions = {}): Promise<PushOutcome> {
  return new Promise((resolve) => {
    const url = new URL(request.endpoint);
    const pushRequest = https.request(
      {
        // An IPv6 literal without its brackets, as web-push's url.parse() gave it.
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        headers: request.headers,
        timeout: options.timeoutMs ?? PUSH_TIMEOUT_MS,
        ...(options.agent && { agent: options.agent }),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(outcomeOfStatus(response.statusCode ?? 0)));
        response.on('error', (error) => resolve({ kind: 'retry', reason: error.message }));
      },
    );
    pushRequest.on('timeout', () => pushRequest.destroy(new Error('Socket timeout')));
    pushRequest.on('error', (error) => resolve({ kind: 'retry', reason: error.message }));
    pushRequest.end(request.body);
  });
}

export async function sendPush(
  subscription: PushSubscription,
  payload: unknown,
  vapid: VapidKeys,
  options: SendOptions = {},
): Promise<PushOutcome> {
  const problem = subscriptionProblem(subscription);
  if (problem !== undefined) return { kind: 'rejected', reason: problem };
  let request: PushRequest;
  try {
    request = encryptPush({
      subscription,
      payload: JSON.stringify(payload),
      authorization: pushAuthorization(subscription.endpoint, vapid),
    });
  } catch (error) {
    return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
  }
  return postPush(request, options);
}
