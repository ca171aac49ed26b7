// SQL of push subscriptions (migration 024, decision 027): register, count, remove.
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Language, PushSubscriptionTable } from '../../db/tables.js';
import type { BoundingBox } from '../../geo/distance.js';

export type PushSubscriptionRow = Selectable<PushSubscriptionTable>;

/** Key of the two-key advisory lock (pg_advisory_xact_lock(int, int)) held while one endpoint's rows change. */
const PUSH_ENDPOINT_LOCK_CLASS = 7_041_906;

export interface SubscriptionValues {
  endpoint: string;
  p256dh: string;
  auth: string;
  alertName: string;
  language: Language;
  userId: number | null;
  criteria: unknown;
  center: { lat: number; lon: number };
  radiusKm: number;
  box: BoundingBox;
  words: readonly string[];
  topicIds: readonly number[];
  typeIds: readonly number[];
}

/** Serialises the registrations of one device, so two at once cannot both pass its limit. */
export async function lockEndpoint(db: Db, endpoint: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${PUSH_ENDPOINT_LOCK_CLASS}::int, hashtext(${endpoint}))`.execute(
    db,
  );
}

/** The alert names registered for a device, or for an account's devices. */
export async function subscribedAlerts(
  db: Db,
  by: { endpoint: string } | { userId: number },
): Promise<{ endpoint: string; alert_name: string }[]> {
  let query = db.selectFrom('push_subscriptions').select(['endpoint', 'alert_name']);
  query =
    'endpoint' in by ? query.where('endpoint', '=', by.endpoint) : query.where('user_id', '=', by.userId);
  return query.execute();
}

/** Inserts or replaces the device's subscription of the alert; the words become folded LIKE patterns. */
export async function upsertSubscription(db: Db, values: SubscriptionValues): Promise<PushSubscriptionRow> {
  const { box } = values;
  const alertId =
    values.userId === null
      ? null
      : ((
          await db
            .selectFrom('alerts')
            .select('id')
            .where('user_id', '=', values.userId)
            .where('name', '=', values.alertName)
            .executeTakeFirst()
        )?.id ?? null);
  const patterns = sql<string[]>`array(
    select '%' || fold_umlaut_digraphs(lower(immutable_unaccent(w))) || '%'
    from unnest(${[...values.words]}::text[]) as w
  )`;
  const row = {
    endpoint: values.endpoint,
    p256dh: values.p256dh,
    auth: values.auth,
    alert_name: values.alertName,
    language: values.language,
    user_id: values.userId,
    alert_id: alertId,
    criteria: JSON.stringify(values.criteria),
    lat: values.center.lat,
    lon: values.center.lon,
    radius_km: values.radiusKm,
    area: sql<string>`box(point(${box.minLon}::float8, ${box.minLat}::float8), point(${box.maxLon}::float8, ${box.maxLat}::float8))`,
    patterns,
    topic_ids: [...values.topicIds],
    type_ids: [...values.typeIds],
  };
  return db
    .insertInto('push_subscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['endpoint', 'alert_name']).doUpdateSet((eb) => ({
        p256dh: eb.ref('excluded.p256dh'),
        auth: eb.ref('excluded.auth'),
        language: eb.ref('excluded.language'),
        user_id: eb.ref('excluded.user_id'),
        alert_id: eb.ref('excluded.alert_id'),
        criteria: eb.ref('excluded.criteria'),
        lat: eb.ref('excluded.lat'),
        lon: eb.ref('excluded.lon'),
        radius_km: eb.ref('excluded.radius_km'),
        area: eb.ref('excluded.area'),
        patterns: eb.ref('excluded.patterns'),
        topic_ids: eb.ref('excluded.topic_ids'),
        type_ids: eb.ref('excluded.type_ids'),
        updated_at: sql`now()`,
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes the device's subscription of one alert, or all of the device's; returns how many went. */
export async function deleteSubscriptions(db: Db, endpoint: string, alertName?: string): Promise<number> {
  let query = db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint);
  if (alertName !== undefined) query = query.where('alert_name', '=', alertName);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** An account's alert was deleted: its subscriptions on every device go with it. */
export async function deleteAccountAlertSubscriptions(
  db: Db,
  userId: number,
  alertName: string,
): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('alert_name', '=', alertName)
    .execute();
}
