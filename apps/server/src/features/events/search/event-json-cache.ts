// Events as JSON text, kept per row version (decision 013). A search page is then its ids and row versions
// from the database, the cached JSON of each, and only the events not cached (or changed since) read in full.
// Reading, converting and serialising the full rows was a large share of the app's and of PostgreSQL's CPU per
// search (decision 013); the search itself still runs on every request, so answers are as fresh as before.
import fastJsonStringify from 'fast-json-stringify';
import { withTypeLists } from '../../../http/response-serializer.js';
import { toEvent } from '../event-rows.js';
import { EventSchema } from '../events.schemas.js';
import type { EventVersion } from './event-search.repository.js';

/** The same JSON the routes' serialiser writes for an event (http/response-serializer.ts). */
const serializeEvent = fastJsonStringify(withTypeLists(EventSchema) as typeof EventSchema);

interface Entry {
  version: string;
  json: string;
}

/** The JSON of recently read events, the least recently used dropped first; one entry per event. */
export class EventJsonCache {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  private readonly entries = new Map<number, Entry>();

  /** `maxEntries` 0 keeps nothing: every page reads its events in full. */
  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The event's JSON if it is cached at exactly this row version. */
  get({ id, version }: EventVersion): string | undefined {
    const entry = this.entries.get(id);
    if (entry?.version !== version) return undefined;
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry.json;
  }

  /** Serialises the event read at `version`, keeps it in place of any other version, and returns its JSON. */
  put(row: Parameters<typeof toEvent>[0] & EventVersion): string {
    const json = serializeEvent(toEvent(row));
    if (this.maxEntries === 0) return json;
    this.entries.delete(row.id);
    this.entries.set(row.id, { version: row.version, json });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return json;
  }
}
