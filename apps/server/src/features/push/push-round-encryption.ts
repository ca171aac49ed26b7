// A round of the push dispatcher's sends (push-dispatcher.ts) encrypted on the encryption pool's threads
// (decision 037): each push as the request to post, or the outcome of one that cannot go.
import type { Encrypted, PushEncryptionPool } from './push-encryption-pool.js';
import {
  type PushOutcome,
  type PushSubscription,
  type PushToEncrypt,
  pushAuthorization,
  subscriptionProblem,
} from './push-sender.js';
import type { VapidKeys } from './vapid-keys.js';

export type ReadyPush =
  | { ok: true; request: Extract<Encrypted, { ok: true }>['request'] }
  | { ok: false; outcome: PushOutcome };

/** A round's pushes encrypted by the pool, with sendPush's outcomes for those that cannot go. */
export async function encryptRound(
  pool: PushEncryptionPool,
  subscriptions: readonly PushSubscription[],
  payloads: readonly unknown[],
  vapid: VapidKeys,
): Promise<ReadyPush[]> {
  const ready: ReadyPush[] = [];
  const items: PushToEncrypt[] = [];
  const positions: number[] = [];
  subscriptions.forEach((subscription, index) => {
    const problem = subscriptionProblem(subscription);
    if (problem !== undefined) {
      ready[index] = { ok: false, outcome: { kind: 'rejected', reason: problem } };
      return;
    }
    positions.push(index);
    items.push({
      subscription,
      payload: JSON.stringify(payloads[index]),
      authorization: pushAuthorization(subscription.endpoint, vapid),
    });
  });
  const results = await pool.encrypt(items);
  results.forEach((result, i) => {
    ready[positions[i] as number] = result.ok
      ? result
      : { ok: false, outcome: { kind: 'retry', reason: result.reason } };
  });
  return ready;
}
