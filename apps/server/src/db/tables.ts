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
  /** The first location, copied by the database for indexing. */
  lat: GeneratedAlways<number | null>;
  lon: GeneratedAlways<number | null>;
  country: GeneratedAlways<string | null>;
  city: GeneratedAlways<string | null>;
  zip_code: GeneratedAlways<string | null>;
  /** lower(unaccent(name, short description, description)), trigram-indexed for keyword search. */
  search_text: GeneratedAlways<string>;
}

export interface EventTopicTable {
  event_id: number;
  topic_id: number;
}

export interface EventReportTable {
  id: Generated<number>;
  event_id: number;
  reason: string;
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
  event_reports: EventReportTable;
  saved_events: SavedEventTable;
  saved_sources: SavedSourceTable;
  alerts: AlertTable;
  information_links: InformationLinkTable;
  documents: DocumentTable;
  app_settings: AppSettingTable;
  places: PlaceTable;
}

// Row types for repositories; wire types live in each feature's schemas (Static<> of TypeBox).
export type EventRow = Selectable<EventTable>;
export type NewEvent = Insertable<EventTable>;
export type EventUpdate = Updateable<EventTable>;
export type SourceRow = Selectable<SourceTable>;
export type NewSource = Insertable<SourceTable>;
export type PlaceRow = Selectable<PlaceTable>;
