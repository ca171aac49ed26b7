// Keeps the groups of cross-source duplicates (decision 048) true after events are written: every writer (the
// event form, the crawler, the spreadsheet import) calls regroupDuplicates with the events it wrote, and every write
// that lists or unlists events without writing them (a report's hiding, a source's approval or deletion) with those
// events, inside its transaction.
import type { Db } from '../../../db/database.js';
import { groupDuplicates, isSameAssemblyName, SAME_PLACE_KM } from './duplicate-rules.js';
import {
  findCandidates,
  findCrawledEventIds,
  findGroupsOf,
  type GroupRow,
  replaceGroups,
} from './event-duplicates.repository.js';

/**
 * The most steps the walk takes from the written events along matches and old groups. A group is an assembly and
 * its few copies, reached in a step or two; a chain longer than this (alternating sources, one day, one square) is
 * cut, and the events at the cut join the groups with what they were reached from only.
 */
const WALK_STEPS_MAX = 20;

/**
 * Builds again the groups of `eventIds`: those they were in and those their matches are in. A written event that
 * moved away, changed its day or name, or was deleted leaves its group (a group of one is no group); one that now
 * matches joins or forms one.
 */
export async function regroupDuplicates(db: Db, eventIds: readonly number[]): Promise<void> {
  if (eventIds.length === 0) return;
  const seen = new Set<number>();
  const oldRows = new Map<number, GroupRow>();
  const pairs: [number, number][] = [];
  let frontier = [...new Set(eventIds)];
  for (let step = 0; frontier.length > 0 && step < WALK_STEPS_MAX; step++) {
    for (const id of frontier) seen.add(id);
    const next = new Set<number>();
    // Whoever shared a group with these is looked at too: without them the group may no longer hold together.
    for (const row of await findGroupsOf(db, frontier)) {
      oldRows.set(row.event_id, row);
      if (!seen.has(row.event_id)) next.add(row.event_id);
    }
    for (const candidate of await findCandidates(db, frontier, SAME_PLACE_KM)) {
      if (!isSameAssemblyName(candidate.eventName, candidate.otherName)) continue;
      pairs.push([candidate.eventId, candidate.otherId]);
      if (!seen.has(candidate.otherId)) next.add(candidate.otherId);
    }
    frontier = [...next].filter((id) => !seen.has(id));
  }
  const ids = [...seen, ...frontier];
  const crawled = await findCrawledEventIds(db, ids);
  const canonicalOf = groupDuplicates(
    ids.map((id) => ({ id, isCrawled: crawled.has(id) })),
    pairs,
  );
  const rows: GroupRow[] = [...canonicalOf].map(([event_id, canonical_event_id]) => ({
    event_id,
    canonical_event_id,
  }));
  await replaceGroups(db, ids, rows, changedMembers([...oldRows.values()], rows));
}

/** The events whose group (its canonical event or its members) is not what it was. */
function changedMembers(before: readonly GroupRow[], after: readonly GroupRow[]): number[] {
  const signatures = (rows: readonly GroupRow[]) => {
    const members = new Map<number, number[]>();
    for (const row of rows)
      members.set(row.canonical_event_id, [...(members.get(row.canonical_event_id) ?? []), row.event_id]);
    return new Map(
      rows.map((row) => [
        row.event_id,
        `${row.canonical_event_id}:${(members.get(row.canonical_event_id) ?? []).sort((a, b) => a - b).join(',')}`,
      ]),
    );
  };
  const old = signatures(before);
  const now = signatures(after);
  const ids = new Set([...old.keys(), ...now.keys()]);
  return [...ids].filter((id) => old.get(id) !== now.get(id));
}
