import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { type PushEndpoint, startPushEndpoint } from '../../test-support/push-endpoint.js';
import { POOL_MIN_BATCH, PushEncryptionPool } from './push-encryption-pool.js';
import { PUSH_TTL_SECONDS, type PushToEncrypt, postPush, pushAuthorization } from './push-sender.js';
import type { VapidKeys } from './vapid-keys.js';

// Decision 037: a fan-out's pushes are encrypted on worker threads and posted from the main thread. What the
// device decrypts must be what the main thread would have sent itself.
const vapid: VapidKeys = { ...webPush.generateVAPIDKeys(), subject: 'mailto:alerts@example.org' };

describe('the push encryption threads', () => {
  let endpoint: PushEndpoint;
  beforeAll(async () => {
    endpoint = await startPushEndpoint();
  });
  afterAll(() => endpoint.close());

  const itemsFor = (count: number): PushToEncrypt[] =>
    Array.from({ length: count }, (_, i) => {
      const subscription = endpoint.subscribe();
      return {
        subscription,
        payload: JSON.stringify({
          title: 'Demonstration',
          body: `Your alert 'A ${i}' has ${i + 1} new Events.`,
        }),
        authorization: pushAuthorization(subscription.endpoint, vapid),
      };
    });

  it('encrypts a round on two threads into pushes each device decrypts, with a key pair of its own', async () => {
    const pool = new PushEncryptionPool(2);
    try {
      const items = itemsFor(POOL_MIN_BATCH + 5);
      const encrypted = await pool.encrypt(items);
      expect(pool.running).toBe(2);
      expect(encrypted.map((result) => result.ok)).toEqual(items.map(() => true));
      const before = endpoint.received.length;
      endpoint.answerWith(201);
      for (const result of encrypted) {
        if (!result.ok) throw new Error(result.reason);
        await expect(postPush(result.request, { agent: endpoint.agent })).resolves.toEqual({ kind: 'sent' });
      }
      const received = endpoint.received.slice(before);
      expect(received.map((push) => push.payload)).toEqual(items.map((item) => item.payload));
      expect(received.map((push) => push.path)).toEqual(
        items.map((item) => new URL(item.subscription.endpoint).pathname),
      );
      expect(received.every((push) => push.headers['content-encoding'] === 'aes128gcm')).toBe(true);
      expect(received.every((push) => push.headers.ttl === String(PUSH_TTL_SECONDS))).toBe(true);
      expect(received.every((push) => push.vapid.publicKey === vapid.publicKey)).toBe(true);
      // RFC 8291 §3.1: a new ECDH key pair for every push (the key id of the aes128gcm header, RFC 8188).
      const senderKeys = encrypted.map((result) =>
        result.ok ? Buffer.from(result.request.body.subarray(21, 86)).toString('hex') : '',
      );
      expect(new Set(senderKeys).size).toBe(items.length);
    } finally {
      await pool.close();
    }
  });

  it('answers, in order, why a push that cannot be encrypted cannot, and encrypts the others', async () => {
    const pool = new PushEncryptionPool(2);
    try {
      const items = itemsFor(POOL_MIN_BATCH);
      const broken = items[3] as PushToEncrypt;
      items[3] = {
        ...broken,
        subscription: { ...broken.subscription, keys: { ...broken.subscription.keys, p256dh: 'AAAA' } },
      };
      const encrypted = await pool.encrypt(items);
      expect(encrypted.map((result) => result.ok)).toEqual(items.map((_, i) => i !== 3));
      expect(encrypted[3]).toEqual({ ok: false, reason: expect.stringContaining('65 bytes') });
    } finally {
      await pool.close();
    }
  });

  it('starts no thread for a small round, stops idle threads, and encrypts on the caller once closed', async () => {
    const pool = new PushEncryptionPool(2, 50);
    const small = await pool.encrypt(itemsFor(POOL_MIN_BATCH - 1));
    expect(small.every((result) => result.ok)).toBe(true);
    expect(pool.running).toBe(0);
    await pool.encrypt(itemsFor(POOL_MIN_BATCH));
    expect(pool.running).toBe(2);
    await expect.poll(() => pool.running, { timeout: 5_000, interval: 20 }).toBe(0);
    // The next round starts them again.
    await pool.encrypt(itemsFor(POOL_MIN_BATCH));
    expect(pool.running).toBe(2);
    await pool.close();
    expect(pool.running).toBe(0);
    const after = await pool.encrypt(itemsFor(POOL_MIN_BATCH));
    expect(after.every((result) => result.ok)).toBe(true);
    expect(pool.running).toBe(0);
  });
});
