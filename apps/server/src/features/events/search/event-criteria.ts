// The criteria of an event search, shared by the event calls, the exports (ICS/RSS) and alerts.
// Names are the wire names (STYLE §7), so a validated body or query passes through unchanged.
import type { KnownTopicsAndTypes } from '../../taxonomy/taxonomy.service.js';

export type SortingKey = 'id' | 'created' | 'name' | 'start_time';
export type SortingDirection = 'asc' | 'desc';

export interface PerimeterCriteria {
  latitude: number;
  longitude: number;
  radius_km: number;
}

export interface AddressCriteria {
  city?: string | undefined;
  zip_code?: string | undefined;
  /** ISO 3166-1 alpha-2; 'DE' when absent. */
  country?: string | undefined;
  /** en also understands English names of German cities (Munich, Cologne). Default en. */
  address_language?: 'en' | 'de' | undefined;
  /** Default ADDRESS_RADIUS_KM_DEFAULT (10 km). */
  radius_km?: number | undefined;
}

/** What narrows the result. Every field is optional; together they combine with AND. */
export interface EventFilter {
  keyword?: string | undefined;
  /** Any of these topics; empty or absent = all (spec §5). */
  topic_ids?: readonly number[] | undefined;
  /** Any of these event types; empty or absent = all. */
  type_ids?: readonly number[] | undefined;
  /** Events starting at or after (ISO 8601 or Date). */
  start_time_start?: string | Date | undefined;
  /** Events starting at or before (ISO 8601 or Date). */
  start_time_end?: string | Date | undefined;
  /** Only events that started before now; orders the most recent first. */
  past?: boolean | undefined;
  /** Only events listed after this time (alert polling: new since the last fetch). */
  created_after?: string | Date | undefined;
  /** Only events of this source. */
  organising_source_id?: number | undefined;
  /** Around a point … */
  perimeter?: PerimeterCriteria | undefined;
  /** … or around an address, resolved with the offline gazetteer (an unknown address is a 422). */
  address?: AddressCriteria | undefined;
}

export interface EventSearchCriteria extends EventFilter {
  offset?: number | undefined;
  /** 1..100, default 25. */
  limit?: number | undefined;
  /** Default start_time (with a keyword: name matches first, then this order). */
  sorting_key?: SortingKey | undefined;
  sorting_direction?: SortingDirection | undefined;
}

export interface SearchOptions {
  /** Where the criteria came from, for the `loc` of 422 issues: 'body' (default) or 'query'. */
  input?: 'body' | 'query';
  /** The reference time for "now" (tests); defaults to the current time. */
  now?: Date;
  /**
   * The topic and type ids already looked up for the whole request (an analysis checks all its queries' ids in
   * one statement); without it, the ids of these criteria are looked up.
   */
  known?: KnownTopicsAndTypes;
}
