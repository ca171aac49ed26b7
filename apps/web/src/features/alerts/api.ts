// Alert calls over the typed client: polling (spec §7 fetch-notifications) and the account's copy of the
// alerts (DESIGN §4.3).
import { api } from '../../api/client';
import type { PollAnswer } from './alert-polling';
import { SOURCE_EVENTS_POLLED, type SourceWatch, toSourcePollAnswer } from './source-watches';
import { type StoredAlert, toAccountAlert, toPollBody } from './stored-alert';
import type { AccountAlert, AlertMergeAnswer } from './types';

function body<T>(data: T | undefined): T {
  if (data === undefined) throw new Error('The server sent no body');
  return data;
}

export async function fetchNotifications(alert: StoredAlert, signal: AbortSignal): Promise<PollAnswer> {
  const { data } = await api.POST('/v1/event/fetch-notifications', {
    params: { query: { address_language: alert.addressLanguage ?? 'en' } },
    body: toPollBody(alert),
    signal,
  });
  return body(data);
}

/** A saved source's poll: its soonest future events (spec §7 future_events). */
export async function fetchSourceFutureEvents(watch: SourceWatch, signal: AbortSignal): Promise<PollAnswer> {
  const { data } = await api.GET('/v1/source/{source_id}/future_events', {
    params: { path: { source_id: watch.sourceId }, query: { limit: SOURCE_EVENTS_POLLED } },
    signal,
  });
  return toSourcePollAnswer(body(data), Date.now(), Math.random);
}

export async function fetchSourceName(sourceId: number): Promise<string> {
  const { data } = await api.GET('/v1/source/{source_id}', { params: { path: { source_id: sourceId } } });
  return body(data).name;
}

export async function createAccountAlert(alert: StoredAlert): Promise<AccountAlert> {
  const { data } = await api.POST('/v1/user/me/alerts', { body: toAccountAlert(alert) });
  return body(data);
}

export async function updateAccountAlert(name: string, alert: StoredAlert): Promise<AccountAlert> {
  const { data } = await api.PUT('/v1/user/me/alerts/{alert_name}', {
    params: { path: { alert_name: name } },
    body: toAccountAlert(alert),
  });
  return body(data);
}

export async function deleteAccountAlert(name: string): Promise<void> {
  await api.DELETE('/v1/user/me/alerts/{alert_name}', { params: { path: { alert_name: name } } });
}

export async function mergeAccountAlerts(alerts: readonly StoredAlert[]): Promise<AlertMergeAnswer> {
  const { data } = await api.POST('/v1/user/me/alerts/merge', {
    body: { alerts: alerts.map(toAccountAlert) },
  });
  return body(data);
}
