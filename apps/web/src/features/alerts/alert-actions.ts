// What the alert screens do: add an alert (checked by the server as a poll would check it), delete one, mark
// an event seen. On the device for everyone; logged in, also on the account (DESIGN §4.3).
import { ApiError } from '../../api/api-error';
import { MAX_ALERTS_PER_USER } from '../../constants';
import { askNotificationPermission } from './alert-notification';
import { markEventSeen, newAlert } from './alert-polling';
import { disableAlertPush, isAlertPushed } from './alert-push';
import { putStoredAlert, readAlerts, removeStoredAlert, writeAlerts } from './alert-store';
import { createAccountAlert, deleteAccountAlert, fetchNotifications, updateAccountAlert } from './api';
import type { AlertCriteria, StoredAlert } from './stored-alert';

/** A rule the device checks before asking the server; the screen shows its text. */
export class AlertRuleError extends Error {
  constructor(readonly rule: 'limit' | 'nameTaken' | 'nameMissing') {
    super(rule);
    this.name = 'AlertRuleError';
  }
}

/** The account's 422 on a sixth alert (spec §9): an issue of type too_many about the whole body. */
export function isAlertLimitAnswer(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 422 || !Array.isArray(error.detail)) return false;
  return error.detail.some((issue) => issue.type === 'too_many' && (issue.loc ?? []).length <= 1);
}

export const hasRoomForAlert = () => Object.keys(readAlerts()).length < MAX_ALERTS_PER_USER;

/**
 * Adds an alert: the device's rules, then the server's checks of its criteria (a 422 names the field), then
 * the account when logged in (which enforces the limit and names again); only then is it stored and polled.
 */
export async function addAlert(criteria: AlertCriteria, isLoggedIn: boolean): Promise<StoredAlert> {
  // Spec §4: permission is asked from a user action, and this is one (the Add Alert submit).
  const permission = askNotificationPermission();
  const name = criteria.name.trim();
  if (name === '') throw new AlertRuleError('nameMissing');
  if (readAlerts()[name] !== undefined) throw new AlertRuleError('nameTaken');
  if (!hasRoomForAlert()) throw new AlertRuleError('limit');
  const alert = newAlert({ ...criteria, name }, Date.now());
  await fetchNotifications(alert, new AbortController().signal);
  if (isLoggedIn) await createAccountAlert(alert);
  putStoredAlert(alert);
  await permission;
  return alert;
}

/** Removes the alert here (its polling stops) and, when logged in, from the account. */
export async function deleteAlert(name: string, isLoggedIn: boolean): Promise<void> {
  removeStoredAlert(name);
  // Its push goes too (the account's alerts' pushes also go with them on the server).
  if (isAlertPushed(name)) await disableAlertPush(name);
  if (!isLoggedIn) return;
  try {
    await deleteAccountAlert(name);
  } catch (error) {
    console.info(`Alert '${name}' could not be removed from the account`, error);
  }
}

/**
 * Opening an event marks it seen (spec §4) in every alert holding it unseen, wherever it was opened from (alert
 * results, a search, a shared link); logged in, each changed alert goes to the account at once, so another device
 * takes the mark at its next load (alert-account-sync.tsx) instead of notifying of the event again.
 */
export function markEventSeenInAlerts(eventId: number, isLoggedIn: boolean): void {
  const alerts = readAlerts();
  const changed = Object.values(alerts).filter((alert) => alert.unseenEventIds.includes(eventId));
  if (changed.length === 0) return;
  const marked = changed.map((alert) => markEventSeen(alert, eventId));
  writeAlerts({ ...alerts, ...Object.fromEntries(marked.map((alert) => [alert.name, alert])) });
  if (!isLoggedIn) return;
  for (const alert of marked) {
    updateAccountAlert(alert.name, alert).catch((error: unknown) =>
      console.info(`Alert '${alert.name}' could not be updated on the account`, error),
    );
  }
}
