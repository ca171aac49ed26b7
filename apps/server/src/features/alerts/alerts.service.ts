// The account's alerts (DESIGN §4.3): at most five (spec §9), unique names, criteria that can be polled.
// Logging in merges the device's alerts into the account: new names are added, a same-named alert is
// replaced when the device's copy is newer.
import type { Db } from '../../db/database.js';
import { AppError, validationError } from '../../http/errors.js';
import { deleteAccountAlertSubscriptions } from '../push/push-subscriptions.repository.js';
import * as repository from './alerts.repository.js';
import {
  ALERTS_PER_USER_MAX,
  type Alert,
  type AlertBody,
  type AlertMergeBody,
  type AlertMergeResult,
  isStorableAlertName,
} from './alerts.schemas.js';
import { checkAlertCriteria } from './fetch-notifications.service.js';

const LIMIT_MESSAGE = `An account has at most ${ALERTS_PER_USER_MAX} alerts: delete one first`;
const notFound = () => new AppError('not_found', 'The account has no alert of this name');
const duplicateName = (name: string) =>
  validationError(['body', 'name'], `An alert named '${name}' exists already`);

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function toAlert(row: repository.AlertRow): Alert {
  return {
    name: row.name,
    alert_type: row.alert_type,
    event_name: row.event_name,
    topic_ids: row.topic_ids,
    type_ids: row.type_ids,
    city: row.city,
    zip_code: row.zip_code,
    country: row.country,
    address_language: row.address_language,
    latitude: row.lat,
    longitude: row.lon,
    radius_km: row.radius_km,
    last_fetch: iso(row.last_fetch),
    next_fetch: iso(row.next_fetch),
    seen_event_ids: row.seen_event_ids,
    unseen_event_ids: row.unseen_event_ids,
    updated_at: row.updated_at.toISOString(),
  };
}

/** The stored values of an alert: only the fields of its type, so a stale half of the other type never lingers. */
function toValues(body: AlertBody, now: Date): repository.AlertValues {
  const isPerimeter = body.alert_type === 'perimeter';
  return {
    name: body.name.trim(),
    alert_type: body.alert_type,
    event_name: body.event_name?.trim() || null,
    topic_ids: [...new Set(body.topic_ids ?? [])],
    type_ids: [...new Set(body.type_ids ?? [])],
    city: isPerimeter ? null : body.city?.trim() || null,
    zip_code: isPerimeter ? null : body.zip_code?.trim() || null,
    country: isPerimeter ? null : (body.country ?? 'DE'),
    address_language: isPerimeter ? null : (body.address_language ?? 'en'),
    lat: isPerimeter ? (body.latitude ?? null) : null,
    lon: isPerimeter ? (body.longitude ?? null) : null,
    radius_km: body.radius_km ?? null,
    last_fetch: body.last_fetch ?? null,
    next_fetch: body.next_fetch ?? null,
    seen_event_ids: body.seen_event_ids ?? [],
    unseen_event_ids: body.unseen_event_ids ?? [],
    updated_at: body.updated_at ?? now,
  };
}

/** 422 unless a poll of the alert would work: the same checks as fetch-notifications, field by field. */
async function checkAlert(db: Db, values: repository.AlertValues): Promise<void> {
  await checkAlertCriteria(
    db,
    {
      event_name: values.event_name ?? undefined,
      topic_ids: values.topic_ids,
      type_ids: values.type_ids,
      city: values.city ?? undefined,
      zip_code: values.zip_code ?? undefined,
      country: values.country ?? undefined,
      latitude: values.lat ?? undefined,
      longitude: values.lon ?? undefined,
      radius_km: values.radius_km ?? undefined,
    },
    values.address_language ?? 'en',
  );
}

export async function listAlerts(db: Db, userId: number): Promise<Alert[]> {
  return (await repository.findAlerts(db, userId)).map(toAlert);
}

export async function createAlert(db: Db, userId: number, body: AlertBody, now = new Date()): Promise<Alert> {
  const values = toValues(body, now);
  await checkAlert(db, values);
  const row = await db.transaction().execute(async (trx) => {
    await repository.lockUserAlerts(trx, userId);
    const alerts = await repository.findAlerts(trx, userId);
    if (alerts.some((alert) => alert.name === values.name)) throw duplicateName(values.name);
    if (alerts.length >= ALERTS_PER_USER_MAX) throw validationError(['body'], LIMIT_MESSAGE, 'too_many');
    return repository.insertAlert(trx, userId, values);
  });
  return toAlert(row);
}

export async function updateAlert(
  db: Db,
  userId: number,
  name: string,
  body: AlertBody,
  now = new Date(),
): Promise<Alert> {
  const values = toValues(body, now);
  await checkAlert(db, values);
  const row = await db.transaction().execute(async (trx) => {
    await repository.lockUserAlerts(trx, userId);
    const alerts = await repository.findAlerts(trx, userId);
    if (!alerts.some((alert) => alert.name === name)) throw notFound();
    if (values.name !== name && alerts.some((alert) => alert.name === values.name)) {
      throw duplicateName(values.name);
    }
    return repository.updateAlert(trx, userId, name, values);
  });
  if (row === undefined) throw notFound();
  return toAlert(row);
}

export async function deleteAlert(db: Db, userId: number, name: string): Promise<void> {
  if (!(await repository.deleteAlert(db, userId, name))) throw notFound();
  // Its push subscriptions on the account's devices go too (decision 027).
  await deleteAccountAlertSubscriptions(db, userId, name);
}

/** Whether a device alert can be stored: its criteria can still be polled (topics may have been deleted). */
async function isPollable(db: Db, values: repository.AlertValues): Promise<boolean> {
  try {
    await checkAlert(db, values);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'validation') return false;
    throw error;
  }
}

export async function mergeAlerts(
  db: Db,
  userId: number,
  body: AlertMergeBody,
  now = new Date(),
): Promise<AlertMergeResult> {
  const candidates: repository.AlertValues[] = [];
  const notMerged: string[] = [];
  for (const alert of body.alerts) {
    const values = toValues(alert, now);
    if (isStorableAlertName(values.name) && (await isPollable(db, values))) candidates.push(values);
    else notMerged.push(values.name);
  }
  const rows = await db.transaction().execute(async (trx) => {
    await repository.lockUserAlerts(trx, userId);
    const byName = new Map((await repository.findAlerts(trx, userId)).map((row) => [row.name, row]));
    for (const values of candidates) {
      const existing = byName.get(values.name);
      if (existing !== undefined) {
        if (new Date(values.updated_at as Date | string) > existing.updated_at) {
          await repository.updateAlert(trx, userId, values.name, values);
        }
      } else if (byName.size < ALERTS_PER_USER_MAX) {
        byName.set(values.name, await repository.insertAlert(trx, userId, values));
      } else {
        notMerged.push(values.name);
      }
    }
    return repository.findAlerts(trx, userId);
  });
  return { alerts: rows.map(toAlert), not_merged: notMerged };
}
