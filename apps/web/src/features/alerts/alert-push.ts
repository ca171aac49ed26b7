// Push an alert while the app is closed (issue 14, decision 027): the browser's Push API through the platform
// adapter, then the server's registration with the alert's criteria. The alert itself never depends on it:
// a denied permission, a browser without push or a server without it leave the alert polling as before.
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import type { Language } from '../../constants';
import { platform } from '../../platform';
import { readPushAlerts, setPushAlert } from './push-alerts-store';
import { type StoredAlert, toPollBody } from './stored-alert';

export type PushToggleOutcome = 'on' | 'denied' | 'unsupported' | 'limit' | 'failed';

export const canPushAlerts = (): boolean => platform.supportsPush();

async function serverKey(): Promise<string | undefined> {
  try {
    const { data } = await api.GET('/v1/push/vapid-public-key');
    return data?.public_key;
  } catch {
    // 404: Web Push is off on this server.
    return undefined;
  }
}

/** The device's 422 'too_many' (5 alerts per device or account) says the limit. */
const isLimit = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 422 &&
  Array.isArray(error.detail) &&
  error.detail.some((issue) => issue.type === 'too_many');

/** Registers (or registers again, after an edit or a language change) the alert's push on this device. */
export async function enableAlertPush(alert: StoredAlert, language: Language): Promise<PushToggleOutcome> {
  const key = await serverKey();
  if (key === undefined) return 'unsupported';
  const outcome = await platform.subscribePush(key);
  if (outcome.kind !== 'subscribed') return outcome.kind;
  try {
    await api.PUT('/v1/push/subscriptions', {
      body: {
        ...toPollBody(alert),
        ...outcome.subscription,
        alert_name: alert.name,
        language,
        address_language: alert.alertType === 'address' ? alert.addressLanguage : undefined,
      },
    });
  } catch (error) {
    if (isLimit(error)) return 'limit';
    console.info(`Push of the alert '${alert.name}' could not be registered`, error);
    return 'failed';
  }
  setPushAlert(alert.name, true);
  return 'on';
}

/** Stops pushing the alert to this device; the server forgets it (also when the device is offline: next try). */
export async function disableAlertPush(name: string): Promise<void> {
  setPushAlert(name, false);
  const endpoint = await platform.pushEndpoint();
  if (endpoint === undefined) return;
  try {
    await api.DELETE('/v1/push/subscriptions', { body: { endpoint, alert_name: name } });
  } catch (error) {
    console.info(`Push of the alert '${name}' could not be removed from the server`, error);
  }
}

export const isAlertPushed = (name: string): boolean => readPushAlerts().includes(name);
