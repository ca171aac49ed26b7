// Push subscriptions of alerts (issue 14, decision 027): a device registers an alert with its criteria, which
// are checked and resolved as a poll would (same 422s); at most 5 alerts per device and per account.
import { isIP } from 'node:net';
import type { Db } from '../../db/database.js';
import { throwIfIssues, type ValidationIssue, validationError } from '../../http/errors.js';
import { lockUserAlerts } from '../alerts/alerts.repository.js';
import { toAlertEventQuery } from '../alerts/fetch-notifications.service.js';
import {
  PUSH_SUBSCRIPTIONS_MAX,
  type PushSubscriptionAnswer,
  type PushSubscriptionBody,
  type PushUnsubscribeBody,
} from './push.schemas.js';
import { subscriptionProblem } from './push-sender.js';
import * as repository from './push-subscriptions.repository.js';

export interface SubscriptionOptions {
  /** Tests and journeys: a push service on loopback or a private address is fine (config.push). */
  allowLocalEndpoints: boolean;
}

const DEVICE_LIMIT = `A device has at most ${PUSH_SUBSCRIPTIONS_MAX} alerts with push notifications: turn one off first`;
const ACCOUNT_LIMIT = `An account has at most ${PUSH_SUBSCRIPTIONS_MAX} alerts with push notifications: turn one off first`;

/** Loopback, private, link-local and unique-local addresses, and names that stand for this machine. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  const kind = isIP(host);
  if (kind === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (kind === 6) {
    return (
      host === '::' ||
      host === '::1' ||
      /^f[cd]/.test(host) ||
      /^fe[89ab]/.test(host) ||
      host.startsWith('::ffff:')
    );
  }
  return false;
}

/** The 422 issues of a subscription that could never be pushed to, each at its field. */
function subscriptionIssues(body: PushSubscriptionBody, options: SubscriptionOptions): ValidationIssue[] {
  const problem = subscriptionProblem({ endpoint: body.endpoint, keys: body.keys });
  if (problem === undefined) {
    if (!options.allowLocalEndpoints && isLocalHost(new URL(body.endpoint).hostname)) {
      return [
        { loc: ['body', 'endpoint'], msg: 'the endpoint is not a public push service', type: 'value_error' },
      ];
    }
    return [];
  }
  const loc = problem.startsWith('the endpoint')
    ? ['body', 'endpoint']
    : problem.startsWith('the p256dh')
      ? ['body', 'keys', 'p256dh']
      : ['body', 'keys', 'auth'];
  return [{ loc, msg: problem, type: 'value_error' }];
}

function toAnswer(row: repository.PushSubscriptionRow): PushSubscriptionAnswer {
  return {
    alert_name: row.alert_name,
    language: row.language,
    linked_to_account: row.user_id !== null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Registers (or replaces) the device's subscription of the alert; `created` tells a new one from a replaced one. */
export async function registerSubscription(
  db: Db,
  body: PushSubscriptionBody,
  userId: number | undefined,
  options: SubscriptionOptions,
): Promise<{ subscription: PushSubscriptionAnswer; created: boolean }> {
  throwIfIssues(subscriptionIssues(body, options));
  const { endpoint, keys, alert_name, language, address_language, ...criteria } = body;
  const alertName = alert_name.trim();
  const query = await toAlertEventQuery(db, criteria, address_language ?? 'en');
  return db.transaction().execute(async (trx) => {
    await repository.lockEndpoint(trx, endpoint);
    const onDevice = await repository.subscribedAlerts(trx, { endpoint });
    const created = !onDevice.some((row) => row.alert_name === alertName);
    if (created && onDevice.length >= PUSH_SUBSCRIPTIONS_MAX) {
      throw validationError(['body'], DEVICE_LIMIT, 'too_many');
    }
    if (userId !== undefined) {
      await lockUserAlerts(trx, userId);
      const onAccount = new Set(
        (await repository.subscribedAlerts(trx, { userId })).map((row) => row.alert_name),
      );
      if (!onAccount.has(alertName) && onAccount.size >= PUSH_SUBSCRIPTIONS_MAX) {
        throw validationError(['body'], ACCOUNT_LIMIT, 'too_many');
      }
    }
    const row = await repository.upsertSubscription(trx, {
      endpoint,
      p256dh: keys.p256dh,
      auth: keys.auth,
      alertName,
      language,
      userId: userId ?? null,
      criteria: { ...criteria, ...(address_language !== undefined && { address_language }) },
      center: query.circle.center,
      radiusKm: query.circle.radiusKm,
      box: query.circle.box,
      words: query.words,
      topicIds: query.topicIds,
      typeIds: query.typeIds,
    });
    return { subscription: toAnswer(row), created };
  });
}

/** Unsubscribes one alert of the device, or all of them; idempotent (nothing to remove is fine). */
export async function unsubscribe(db: Db, body: PushUnsubscribeBody): Promise<void> {
  await repository.deleteSubscriptions(db, body.endpoint, body.alert_name?.trim());
}
