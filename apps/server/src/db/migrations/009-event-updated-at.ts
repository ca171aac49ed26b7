// Keeps events.updated_at honest for every writer (event form, crawler, admin tools): calendar exports
// derive the ICS SEQUENCE from it (features/export/ics.ts), and a calendar client only replaces its copy of
// an event when SEQUENCE grows (RFC 5545 §3.8.7.4).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A writer that sets updated_at itself keeps its value. Otherwise the row gets now(), and at least one
  // second more than before: SEQUENCE counts whole seconds, so two changes within one second (one
  // transaction has one now()) must still give two different values.
  await sql`
    CREATE FUNCTION events_touch_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
    BEGIN
      IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
        NEW.updated_at := greatest(now(), OLD.updated_at + interval '1 second');
      END IF;
      RETURN NEW;
    END
    $$
  `.execute(db);
  // Only changes a reader can see count; the generated columns follow from these.
  await sql`
    CREATE TRIGGER events_touch_updated_at
    BEFORE UPDATE ON events
    FOR EACH ROW
    WHEN ((OLD.name, OLD.description, OLD.short_description, OLD.url, OLD.event_type_id, OLD.start_time,
           OLD.end_time, OLD.status, OLD.locations, OLD.raw_location, OLD.raw_participants, OLD.raw_organiser,
           OLD.organising_source_id, OLD.deleted_at)
          IS DISTINCT FROM
          (NEW.name, NEW.description, NEW.short_description, NEW.url, NEW.event_type_id, NEW.start_time,
           NEW.end_time, NEW.status, NEW.locations, NEW.raw_location, NEW.raw_participants, NEW.raw_organiser,
           NEW.organising_source_id, NEW.deleted_at))
    EXECUTE FUNCTION events_touch_updated_at()
  `.execute(db);
}
