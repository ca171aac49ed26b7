// The version of the kept counts (migrations 028, 032, 035): a text that changes whenever a write could change an
// answer made from them, so such answers can be kept ready per version (decision 047). It is read in one short
// statement instead of the answer's own, which reads tens of thousands of rows.
//
// What it covers, and why that is enough: every write to events that changes a daily count (basis, day, topic,
// type, deletion) or a cell count (position, participants, deletion) appends change rows, and a fold, which
// empties the change table, counts one more fold in the same transaction; the events of sources that are not
// approved are taken off at read time, so their ids are part of it (a source approved, or an event moved to or
// from such a source, changes them). Not covered: a name or description (keyword queries are not kept).
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export async function findCountsVersion(db: Db): Promise<string> {
  const { rows } = await sql<{ version: string }>`
    SELECT concat_ws(':',
      (SELECT string_agg(folds::text, '.' ORDER BY counts) FROM count_folds),
      (SELECT count(*) FROM event_day_count_changes),
      (SELECT count(*) FROM event_cell_count_changes),
      (SELECT md5(coalesce(string_agg(e.id::text, ',' ORDER BY e.id), ''))
        FROM events e
        WHERE e.organising_source_id IN (SELECT s.id FROM sources s WHERE s.approval_status <> 'approved'))
    ) AS version`.execute(db);
  return rows[0]?.version ?? '';
}
