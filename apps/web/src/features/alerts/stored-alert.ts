// An alert as the device stores it (spec §3 "Alert", reading 2) under the key 'alerts', keyed by alert name,
// and its conversions: to the criteria of a poll, and to and from the account's copy (DESIGN §4.3).
import type { AccountAlert, AccountAlertBody, FetchNotificationsBody } from './types';

export const ALERTS_STORAGE_KEY = 'alerts';

export interface AlertCriteria {
  alertType: 'address' | 'perimeter';
  name: string;
  eventName: string;
  eventTopicIDs: number[];
  eventTypeIDs: number[];
  /** Address alerts only. */
  city?: string;
  zipCode?: string;
  country?: string;
  addressLanguage?: 'en' | 'de';
  /** Perimeter alerts only (radius in km; an address alert may carry one too, default 10 km). */
  lat?: number;
  long?: number;
  radius?: number;
}

/** What polling keeps of anything it polls (spec §4 "Alert polling"): an alert, or a saved source. */
export interface PollState {
  name: string;
  /** UTC times, ISO 8601. */
  lastFetch: string;
  nextFetch: string;
  unseenEventIds: number[];
  seenEventIds: number[];
  /** When the user last changed it (not in reading 2): at login the newer of two same-named alerts wins. */
  updatedAt?: string;
}

export interface StoredAlert extends AlertCriteria, PollState {}

export type StoredAlerts = Record<string, StoredAlert>;

const isId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0;
const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.every(isId);
const isTime = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));
const isOptional = (v: unknown, test: (x: unknown) => boolean) => v === undefined || test(v);
const isText = (v: unknown) => typeof v === 'string';
const isNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);

/** Whether a stored value is a usable alert; spec §4: an alert that fails to load is dropped. */
export function isStoredAlert(value: unknown): value is StoredAlert {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  const hasArea =
    a.alertType === 'perimeter'
      ? isNumber(a.lat) && isNumber(a.long) && isNumber(a.radius)
      : a.alertType === 'address' &&
        ((isText(a.city) && a.city !== '') || (isText(a.zipCode) && a.zipCode !== ''));
  return (
    hasArea &&
    typeof a.name === 'string' &&
    a.name.trim() !== '' &&
    isText(a.eventName) &&
    isIdList(a.eventTopicIDs) &&
    isIdList(a.eventTypeIDs) &&
    isOptional(a.country, isText) &&
    isOptional(a.addressLanguage, (l) => l === 'en' || l === 'de') &&
    isOptional(a.radius, isNumber) &&
    isTime(a.lastFetch) &&
    isTime(a.nextFetch) &&
    isIdList(a.unseenEventIds) &&
    isIdList(a.seenEventIds) &&
    isOptional(a.updatedAt, isTime)
  );
}

/** The stored text → the alerts that load; anything else (bad JSON, a broken alert) is dropped, with a log. */
export function parseStoredAlerts(raw: string | null): StoredAlerts {
  if (raw === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    console.warn('Stored alerts are not JSON; they are dropped');
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const alerts: StoredAlerts = {};
  for (const [name, alert] of Object.entries(value)) {
    if (isStoredAlert(alert) && alert.name === name) alerts[name] = alert;
    else console.warn(`Stored alert '${name}' could not be loaded; it is dropped`);
  }
  return alerts;
}

/** The criteria of a poll (spec §7 fetch-notifications). */
export function toPollBody(alert: AlertCriteria): FetchNotificationsBody {
  const common = {
    event_name: alert.eventName.trim() || undefined,
    topic_ids: alert.eventTopicIDs,
    type_ids: alert.eventTypeIDs,
    radius_km: alert.radius,
  };
  if (alert.alertType === 'perimeter') return { ...common, latitude: alert.lat, longitude: alert.long };
  return {
    ...common,
    city: alert.city || undefined,
    zip_code: alert.zipCode || undefined,
    country: alert.country,
  };
}

export function toAccountAlert(alert: StoredAlert): AccountAlertBody {
  const poll = toPollBody(alert);
  return {
    ...poll,
    name: alert.name,
    alert_type: alert.alertType,
    address_language: alert.alertType === 'address' ? alert.addressLanguage : undefined,
    last_fetch: alert.lastFetch,
    next_fetch: alert.nextFetch,
    seen_event_ids: alert.seenEventIds,
    unseen_event_ids: alert.unseenEventIds,
    updated_at: alert.updatedAt,
  };
}

/** The account's copy as a device alert; one never polled is due at once (its times come from now). */
export function fromAccountAlert(alert: AccountAlert, now: number): StoredAlert {
  const optional = <T>(value: T | null): T | undefined => (value === null ? undefined : value);
  return {
    alertType: alert.alert_type,
    name: alert.name,
    eventName: alert.event_name ?? '',
    eventTopicIDs: alert.topic_ids,
    eventTypeIDs: alert.type_ids,
    city: optional(alert.city),
    zipCode: optional(alert.zip_code),
    country: optional(alert.country),
    addressLanguage: optional(alert.address_language),
    lat: optional(alert.latitude),
    long: optional(alert.longitude),
    radius: optional(alert.radius_km),
    lastFetch: alert.last_fetch ?? new Date(now).toISOString(),
    nextFetch: alert.next_fetch ?? new Date(now).toISOString(),
    seenEventIds: alert.seen_event_ids,
    unseenEventIds: alert.unseen_event_ids,
    updatedAt: alert.updated_at,
  };
}
