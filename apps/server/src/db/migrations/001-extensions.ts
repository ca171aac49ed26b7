// Extensions every later migration relies on, and an immutable unaccent for generated columns and indexes.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS btree_gist`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS citext`.execute(db);
  // unaccent() is only STABLE (its dictionary could change), so PostgreSQL refuses it in generated
  // columns and index expressions. Naming the dictionary explicitly makes the result fixed, which is the
  // documented way to wrap it as IMMUTABLE.
  await sql`
    CREATE OR REPLACE FUNCTION immutable_unaccent(value text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$
  `.execute(db);
}
