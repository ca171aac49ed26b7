// Event timestamps go out as ISO 8601 text; read as PostgreSQL's text of the value, they need no Date in between.
// Parsing four timestamps per event into Dates and formatting them back with toISOString was a measurable share
// of a perimeter search's CPU (decision 012). PostgreSQL writes the same text either way, so `::text` costs it
// nothing.
import { sql } from 'kysely';
import pg from 'pg';

/** PostgreSQL's text of a timestamptz in a UTC session: '2026-11-22 08:00:00+00', or with '.123456'. */
const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;
const parseTimestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/** A timestamptz column as its text, for isoTimestamp(). */
export const timestampText = (column: string) => sql<string>`${sql.ref(column)}::text`;

/**
 * The ISO 8601 form `Date.toISOString()` gives for PostgreSQL's text of a timestamptz: milliseconds cut, not
 * rounded, as node-postgres does. Text in another offset (a session not in UTC) goes through node-postgres's own
 * parser.
 */
export function isoTimestamp(text: string): string {
  const utc = UTC_TEXT.exec(text);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  return parseTimestamptz(text).toISOString();
}

/** The Date of PostgreSQL's text of a timestamptz, for the few readers that compute with it. */
export const timestampDate = (text: string): Date => new Date(isoTimestamp(text));
