// The Kysely view of the schema in db/migrations/: one interface per table, snake_case as in the database.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** timestamptz: read as Date on both engines; written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz with a database default. */
type CreatedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Filled by a GENERATED ALWAYS column: readable, never written. */
type GeneratedAlways<T> = ColumnType<T, never, never>;

export type Language = 'en' | 'de';
export type ApprovalStatus = 'pending' | 'approved' | 'rejected';
export type EventStatus = 'scheduled' | 'cancelled';
export type AlertType = 'address' | 'perimeter';
export type PlaceKind = 'zip' | 'city';
export type AuthorityStatus = 'registered' | 'confirmed' | 'cancelled' | 'prohibited';

export interface TopicTable {
  id: Generated<number>;
  name_en: string;
  name_de: string;
  created_at: CreatedTimestamp;
}

export interface EventTypeTable {
  id: Generated<number>;
  name_en: string;
  name_de: string;
  created_at: CreatedTimestamp;
}

export interface SourceTypeTable {
  id: Generated<number>;
  name_en: string;
  name_de: string;
  /** '#rrggbb' */
  map_marker_color_default: string;
  map_marker_color_selected: string;
  map_marker_color_past: string;
  created_at: CreatedTimestamp;
}

export interface UserTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  language: ColumnType<Language, Language | undefined, Language>;
  verified: Generated<boolean>;
  receive_newsletter: Generated<boolean>;
  admin: Generated<boolean>;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
  /** Migration 013: access tokens issued before this moment are refused. */
  password_changed_at: CreatedTimestamp;
  /** Migration 022: access tokens carry it; logout and password changes raise it, ending older tokens. */
  token_version: Generated<number>;
}

export type AccountTokenPurpose = 'verify_email' | 'reset_password';

/** Migration 013: single-use mail tokens, stored as SHA-256 digests. */
export interface AccountTokenTable {
  token_hash: string;
  user_id: number;
  purpose: AccountTokenPurpose;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedTimestamp;
}

/** Migration 026: invitations to administer a source (issue 17 finding 5, decision 029). */
export interface SourceInvitationTable {
  id: Generated<number>;
  token_hash: string;
  source_id: number;
  invited_by: number | null;
  email: string;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  accepted_by: number | null;
  revoked_at: Timestamp | null;
  created_at: CreatedTimestamp;
}

export interface SourceTable {
  id: Generated<number>;
  name: string;
  /** ISO 3166-1 alpha-2, e.g. 'DE'. */
  country: string;
  city: string;
  zip_code: string | null;
  street: string | null;
  house_number: string | null;
  source_type_id: number;
  description: string;
  url: string | null;
  /** Not public (spec §3): an e-mail address for the platform. */
  internal_contact: string;
  public_contact: string | null;
  approval_status: ColumnType<ApprovalStatus, ApprovalStatus | undefined, ApprovalStatus>;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
}

export interface SourceTitleImageTable {
  source_id: number;
  content: Uint8Array;
  mime_type: string;
  updated_at: CreatedTimestamp;
}

export interface SourceTopicTable {
  source_id: number;
  topic_id: number;
}

export interface SourceAdminTable {
  source_id: number;
  user_id: number;
  created_at: CreatedTimestamp;
}

/** One entry of events.locations, in the spec's wire shape. */
export interface EventLocation {
  geography: { type: 'Point'; coordinates: [lon: number, lat: number] };
  country?: string | null;
  city?: string | null;
  zip_code?: string | null;
  street?: string | null;
  house_number?: string | null;
}

export interface EventTable {
  id: Generated<number>;
  name: string;
  description: string;
  short_description: string | null;
  url: string | null;
  event_type_id: number;
  start_time: Timestamp;
  end_time: Timestamp | null;
  status: ColumnType<EventStatus, EventStatus | undefined, EventStatus>;
  /** Write as JSON.stringify(locations): node-postgres would send a JS array as a PostgreSQL array. */
  locations: ColumnType<EventLocation[], string | undefined, string>;
  raw_location: string | null;
  raw_participants: string | null;
  raw_organiser: string | null;
  organising_source_id: number | null;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
  /** Set when the event was removed; its id then answers 410. */
  deleted_at: Timestamp | null;
  /**
   * Copy of event_topics, ordered, kept by triggers (migration 018): write event_topics. A bulk insert may set it
   * to the topics it then writes, which spares the trigger a second write of each event (migration 030).
   */
  topic_ids: ColumnType<number[], number[] | undefined, never>;
  /** Raised by a trigger on every update (migration 019): the version cached event JSON is kept under. */
  row_version: GeneratedAlways<string>;
  /** The first location, copied by the database for indexing. */
  lat: GeneratedAlways<number | null>;
  lon: GeneratedAlways<number | null>;
  country: GeneratedAlways<string | null>;
  city: GeneratedAlways<string | null>;
  zip_code: GeneratedAlways<string | null>;
  /** lower(unaccent(name, short description, description)), trigram-indexed for keyword search. */
  search_text: GeneratedAlways<string>;
  /** Migration 010: a feed's recurring-series note, e.g. 'vom 01.08. bis 01.10.2026 - täglich'. */
  series: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 010: the list gives a day but no time of day. */
  all_day: Generated<boolean>;
  /** Migration 010: the assembly authority's wording (Dresden: angemeldet → registered, …). */
  authority_status: ColumnType<
    AuthorityStatus | null,
    AuthorityStatus | null | undefined,
    AuthorityStatus | null
  >;
  participants_min: ColumnType<number | null, number | null | undefined, number | null>;
  participants_max: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface EventTopicTable {
  event_id: number;
  topic_id: number;
}

/**
 * Events that are not deleted per German day, time basis ('s' start, 'c' create), type and topic (0: every
 * event) as of the last fold; the triggers on events append to event_day_count_changes (migrations 025, 028).
 */
export interface EventDayCountTable {
  basis: 's' | 'c';
  topic_id: number;
  /** 'YYYY-MM-DD' */
  day: ColumnType<string, string, string>;
  event_type_id: number;
  events: number;
}

/** Changes to event_day_counts appended by the triggers (migration 028), folded in by readers. */
export interface EventDayCountChangeTable {
  basis: 's' | 'c';
  topic_id: number;
  day: ColumnType<string, string, string>;
  event_type_id: number;
  events: number;
}

/** Events that are not deleted per organising source (0: none) as of the last fold (migration 031). */
export interface EventSourceCountTable {
  source_id: number;
  events: number;
}

/** Changes to event_source_counts appended by the triggers on events (migration 031), folded in by readers. */
export interface EventSourceCountChangeTable {
  source_id: number;
  events: number;
}

/** Writes that may change alert polls' answers, logged by triggers (migration 034) for every copy's upcoming index. */
export interface UpcomingEventChangeTable {
  id: Generated<string>;
  event_ids: Generated<number[]>;
  source_ids: Generated<number[]>;
  xid: Generated<string>;
  logged_at: Generated<Date>;
}

/**
 * Located events that are not deleted per 5 km cell, German month, quarter or year ('m', 'q', 'y' with the period's
 * first day) and time basis, as of the last fold; the triggers on events append to event_cell_count_changes
 * (migration 032). Coordinates are summed in millionths of a degree.
 */
export interface EventCellCountTable {
  basis: 's' | 'c';
  period_kind: 'm' | 'q' | 'y';
  /** 'YYYY-MM-DD' */
  period: ColumnType<string, string, string>;
  cell_row: number;
  cell_col: number;
  events: number;
  lat_e6: ColumnType<string, string | number, string | number>;
  lon_e6: ColumnType<string, string | number, string | number>;
  participants: ColumnType<string, string | number, string | number>;
  with_participants: number;
}

/** How often the changes of each kind of kept counts were folded in (migration 035): part of their version. */
export interface CountFoldTable {
  counts: 'day' | 'cell';
  folds: ColumnType<string, string | number, string | number>;
}

export interface EventReportTable {
  id: Generated<number>;
  event_id: number;
  reason: string;
  /** Optional address for the admins' answer (migration 008); never public. */
  contact_email: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedTimestamp;
  handled: Generated<boolean>;
}

export interface SavedEventTable {
  user_id: number;
  event_id: number;
  created_at: CreatedTimestamp;
}

export interface SavedSourceTable {
  user_id: number;
  source_id: number;
  created_at: CreatedTimestamp;
}

export interface AlertTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  alert_type: AlertType;
  event_name: string | null;
  topic_ids: ColumnType<number[], number[] | undefined, number[]>;
  type_ids: ColumnType<number[], number[] | undefined, number[]>;
  city: string | null;
  zip_code: string | null;
  country: string | null;
  address_language: Language | null;
  lat: number | null;
  lon: number | null;
  radius_km: number | null;
  last_fetch: Timestamp | null;
  next_fetch: Timestamp | null;
  seen_event_ids: ColumnType<number[], number[] | undefined, number[]>;
  unseen_event_ids: ColumnType<number[], number[] | undefined, number[]>;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
}

export interface InformationLinkTable {
  id: Generated<number>;
  native_name: string;
  english_name: string;
  native_url: string;
  english_url: string | null;
  country: string;
  /** NULL: the link is about the whole country. */
  city: string | null;
  zip_code: string | null;
  /** Migration 023: the state (ISO 3166-2, e.g. DE-SN) a state parliament or a city is in; NULL: all of it. */
  region: string | null;
  created_at: CreatedTimestamp;
}

export interface DocumentTable {
  id: Generated<number>;
  display_name: string;
  language: Language;
  document_type: string;
  file: Uint8Array;
  mime_type: ColumnType<string, string | undefined, string>;
  created_at: CreatedTimestamp;
}

export interface AppSettingTable {
  key: string;
  /** Written as JSON.stringify(value), like events.locations. */
  value: ColumnType<unknown, string, string>;
  updated_at: CreatedTimestamp;
}

export interface PlaceTable {
  id: Generated<number>;
  kind: PlaceKind;
  country: string;
  zip_code: string | null;
  name: string;
  name_normalised: string;
  name_ascii: string;
  lat: number;
  lon: number;
  population: number | null;
}

/** Migration 010, crawl/: an external list the crawler reads; it belongs to a source. */
export interface FeedTable {
  name: string;
  source_id: number | null;
  created_at: CreatedTimestamp;
}

export type CrawlRunStatus = 'running' | 'ok' | 'failed';
export type CrawlTrigger = 'schedule' | 'cli' | 'admin';

export interface CrawlRunTable {
  id: Generated<number>;
  feed: string;
  trigger: CrawlTrigger;
  started_at: CreatedTimestamp;
  finished_at: Timestamp | null;
  status: ColumnType<CrawlRunStatus, CrawlRunStatus | undefined, CrawlRunStatus>;
  rows_fetched: number | null;
  new_count: Generated<number>;
  updated_count: Generated<number>;
  cancelled_count: Generated<number>;
  unchanged_count: Generated<number>;
  unplaced_count: Generated<number>;
  expired_count: Generated<number>;
  missing_count: Generated<number>;
  /** Migration 012. */
  superseded_count: Generated<number>;
  rejected_count: Generated<number>;
  /** Written as JSON.stringify([{ row, reason }]). */
  rejected: ColumnType<unknown, string | undefined, string>;
  error: string | null;
}

export type FeedItemRetiredReason = 'past' | 'cancelled' | 'superseded';

export interface FeedItemTable {
  id: Generated<number>;
  feed: string;
  item_key: string;
  event_id: number | null;
  payload_hash: string;
  /** Migration 012: digest of the row as the feed published it. */
  raw_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** Written as JSON.stringify(value). */
  facets: ColumnType<Record<string, string>, string, string>;
  payload: ColumnType<unknown, string, string>;
  /** The event's local calendar day, 'YYYY-MM-DD'. */
  day: ColumnType<string, string, string>;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
  missing_count: Generated<number>;
  manual_override: Generated<boolean>;
  event_written_at: Timestamp | null;
  retired_at: Timestamp | null;
  retired_reason: FeedItemRetiredReason | null;
}

export interface EventChangeTable {
  id: Generated<string>;
  event_id: number;
  crawl_run_id: number | null;
  field: string;
  old_value: string | null;
  new_value: string | null;
  changed_at: CreatedTimestamp;
}

export interface GeocodeCacheTable {
  query: string;
  lat: number | null;
  lon: number | null;
  fetched_at: CreatedTimestamp;
}

/** Migration 024 (decision 027): a device's push subscription for one alert, its criteria resolved. */
export interface PushSubscriptionTable {
  /** bigint: read as text. */
  id: Generated<string>;
  endpoint: string;
  p256dh: string;
  auth: string;
  alert_name: string;
  language: Language;
  user_id: number | null;
  alert_id: number | null;
  /** The alert's criteria as registered; written as JSON.stringify(value). */
  criteria: ColumnType<unknown, string, string>;
  lat: number;
  lon: number;
  radius_km: number;
  /** The circle's bounding box, '(maxLon,maxLat),(minLon,minLat)'; GiST-indexed. */
  area: ColumnType<string, string, string>;
  /** The keyword's words, folded as the search folds them, each as a LIKE pattern '%word%'. */
  patterns: ColumnType<string[], string[] | undefined, string[]>;
  topic_ids: ColumnType<number[], number[] | undefined, number[]>;
  type_ids: ColumnType<number[], number[] | undefined, number[]>;
  created_at: CreatedTimestamp;
  updated_at: CreatedTimestamp;
}

export interface PushEventQueueTable {
  id: Generated<string>;
  event_id: number;
  queued_at: CreatedTimestamp;
}

/** Migration 038 (decision 049): the subscriptions an event was pushed to; a change to it is no new event for them. */
export interface PushEventRecipientTable {
  event_id: number;
  /** The event's start when it was last matched; the row is deleted a day after it. */
  starts_at: Timestamp;
  /** bigint[]: read as text. */
  subscription_ids: ColumnType<string[], string[], string[]>;
}

export interface PushDeliveryTable {
  id: Generated<string>;
  subscription_id: string;
  event_count: number;
  attempts: Generated<number>;
  due_at: CreatedTimestamp;
  lease_until: Timestamp | null;
  last_error: string | null;
  created_at: CreatedTimestamp;
}

export type EventImportKind = 'xlsx' | 'csv';
export type EventImportStatus = 'uploaded' | 'running' | 'done' | 'failed';

/** Migration 031: an admin's spreadsheet import (issue 15 "Excel Upload"). */
export interface EventImportTable {
  id: Generated<number>;
  created_by: number | null;
  created_at: CreatedTimestamp;
  file_name: string;
  kind: EventImportKind;
  file: Buffer;
  /** Written as JSON.stringify(string[]): the header row's names. */
  columns: ColumnType<unknown, string, string>;
  /** Written as JSON.stringify([{ row, cells }]): the first rows as text. */
  sample: ColumnType<unknown, string, string>;
  row_count: number;
  status: ColumnType<EventImportStatus, EventImportStatus | undefined, EventImportStatus>;
  /** Written as JSON.stringify(mapping). */
  mapping: ColumnType<unknown, string | null | undefined, string | null>;
  started_at: Timestamp | null;
  heartbeat_at: Timestamp | null;
  finished_at: Timestamp | null;
  processed_rows: Generated<number>;
  imported_count: Generated<number>;
  unchanged_count: Generated<number>;
  unplaced_count: Generated<number>;
  failed_count: Generated<number>;
  /** Written as JSON.stringify([{ row, reason }]). */
  failures: ColumnType<unknown, string | undefined, string>;
  error: string | null;
}

/** Migration 031: which event a source's imported row became. */
export interface ImportedEventTable {
  source_id: number;
  row_key: string;
  /** Migration 033: null once the event was removed (Maintenance), so the same row still creates nothing. */
  event_id: number | null;
  import_id: number | null;
}

export type MaintenanceRunStatus = 'running' | 'done' | 'failed';

/** Migration 033: a cleanup job's dry run or run (issue 15 "Maintenance", decision 044). */
export interface MaintenanceRunTable {
  id: Generated<number>;
  job: string;
  dry_run: boolean;
  as_of: Timestamp;
  cutoff: Timestamp;
  started_by: number | null;
  started_at: CreatedTimestamp;
  heartbeat_at: CreatedTimestamp;
  finished_at: Timestamp | null;
  status: MaintenanceRunStatus;
  /** Removed, or for a dry run: would be removed. */
  rows: Generated<number>;
  error: string | null;
}

/** Migration 036: one row per member of a group of cross-source duplicates, the canonical one included. */
export interface EventDuplicateTable {
  event_id: number;
  canonical_event_id: number;
}

export interface Database {
  topics: TopicTable;
  event_types: EventTypeTable;
  source_types: SourceTypeTable;
  users: UserTable;
  sources: SourceTable;
  source_title_images: SourceTitleImageTable;
  source_topics: SourceTopicTable;
  source_admins: SourceAdminTable;
  events: EventTable;
  event_topics: EventTopicTable;
  event_day_counts: EventDayCountTable;
  event_day_count_changes: EventDayCountChangeTable;
  event_source_counts: EventSourceCountTable;
  event_source_count_changes: EventSourceCountChangeTable;
  event_cell_counts: EventCellCountTable;
  /** Changes to event_cell_counts appended by the triggers (migration 032), folded in by readers. */
  event_cell_count_changes: EventCellCountTable;
  upcoming_event_changes: UpcomingEventChangeTable;
  count_folds: CountFoldTable;
  event_reports: EventReportTable;
  saved_events: SavedEventTable;
  saved_sources: SavedSourceTable;
  alerts: AlertTable;
  information_links: InformationLinkTable;
  documents: DocumentTable;
  app_settings: AppSettingTable;
  places: PlaceTable;
  feeds: FeedTable;
  crawl_runs: CrawlRunTable;
  feed_items: FeedItemTable;
  event_changes: EventChangeTable;
  geocode_cache: GeocodeCacheTable;
  account_tokens: AccountTokenTable;
  push_subscriptions: PushSubscriptionTable;
  push_event_queue: PushEventQueueTable;
  push_event_recipients: PushEventRecipientTable;
  push_deliveries: PushDeliveryTable;
  source_invitations: SourceInvitationTable;
  event_imports: EventImportTable;
  imported_events: ImportedEventTable;
  maintenance_runs: MaintenanceRunTable;
  event_duplicates: EventDuplicateTable;
}

// Row types for repositories; wire types live in each feature's schemas (Static<> of TypeBox).
export type EventRow = Selectable<EventTable>;
export type NewEvent = Insertable<EventTable>;
export type EventUpdate = Updateable<EventTable>;
export type SourceRow = Selectable<SourceTable>;
export type NewSource = Insertable<SourceTable>;
export type PlaceRow = Selectable<PlaceTable>;
