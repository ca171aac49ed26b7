import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { type PushEndpoint, startPushEndpoint } from '../../test-support/push-endpoint.js';
import { PUSH_TTL_SECONDS, sendPush, subscriptionProblem } from './push-sender.js';
import type { VapidKeys } from './vapid-keys.js';

const vapid: VapidKeys = { ...webPush.generateVAPIDKeys(), subject: 'mailto:alerts@example.org' };
const payload = {
  title: 'Demonstration',
  body: "Your alert 'Berlin' has 2 new Events.",
  path: '/en/alerts/results/Berlin',
  tag: 'alert:Berlin',
};

describe('sendPush (RFC 8030, 8291, 8292) against a local push service', () => {
  let endpoint: PushEndpoint;
  beforeAll(async () => {
    endpoint = await startPushEndpoint();
  });
  afterAll(async () => {
    await endpoint.close();
  });

  it('delivers a payload that only the subscription’s keys decrypt, signed with VAPID for the push service', async () => {
    endpoint.answerWith(201);
    const subscription = endpoint.subscribe();
    await expect(sendPush(subscription, payload, vapid, { agent: endpoint.agent })).resolves.toEqual({
      kind: 'sent',
    });

    const push = endpoint.received.at(-1);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(JSON.parse(push?.payload ?? '')).toEqual(payload);

    // RFC 8292: the JWT is signed by the server's VAPID key, for the push service's origin.
    expect(push?.vapid.publicKey).toBe(vapid.publicKey);
    const point = Buffer.from(vapid.publicKey, 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(push?.vapid.token ?? '', key);
    expect(claims.aud).toBe(new URL(subscription.endpoint).origin);
    expect(claims.sub).toBe(vapid.subject);
  });

  it.each([404, 410])('a push service answering %i means the subscription is gone', async (status) => {
    endpoint.answerWith(status);
    await expect(sendPush(endpoint.subscribe(), payload, vapid, { agent: endpoint.agent })).resolves.toEqual({
      kind: 'gone',
      status,
    });
  });

  it.each([429, 500, 503])('a push service answering %i is tried again later', async (status) => {
    endpoint.answerWith(status);
    const outcome = await sendPush(endpoint.subscribe(), payload, vapid, { agent: endpoint.agent });
    expect(outcome.kind).toBe('retry');
  });

  it('a push service that does not answer in time is tried again later', async () => {
    endpoint.answerWith(201);
    endpoint.hangNext();
    const outcome = await sendPush(endpoint.subscribe(), payload, vapid, {
      agent: endpoint.agent,
      timeoutMs: 300,
    });
    expect(outcome.kind).toBe('retry');
  });

  it('another refusal (400, 413) is not tried again', async () => {
    endpoint.answerWith(413);
    const outcome = await sendPush(endpoint.subscribe(), payload, vapid, { agent: endpoint.agent });
    expect(outcome.kind).toBe('rejected');
  });
});

describe('subscriptionProblem: subscriptions that can never be pushed to', () => {
  const keys = {
    p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url'),
    auth: Buffer.alloc(16, 1).toString('base64url'),
  };

  it('accepts an https endpoint with a P-256 key and a 16-byte secret', () => {
    expect(subscriptionProblem({ endpoint: 'https://push.example/send/1', keys })).toBeUndefined();
  });

  it.each([
    ['http://push.example/send/1', keys, 'the endpoint is not https'],
    ['not a url', keys, 'the endpoint is not a URL'],
    ['https://push.example/send/1', { ...keys, p256dh: 'abc' }, 'the p256dh key is not a P-256 public key'],
    ['https://push.example/send/1', { ...keys, p256dh: '!!!' }, 'the p256dh key is not a P-256 public key'],
    ['https://push.example/send/1', { ...keys, auth: 'AAAA' }, 'the auth secret is not 16 bytes'],
  ])('%s %j: %s', async (endpoint, badKeys, reason) => {
    const subscription = { endpoint, keys: badKeys };
    expect(subscriptionProblem(subscription)).toBe(reason);
    await expect(sendPush(subscription, payload, vapid)).resolves.toEqual({ kind: 'rejected', reason });
  });
});
