// The crawl's write phases for rows the read holds: unchanged items are touched, new rows become events, edited
// rows update their event in place unless someone else edited it since the crawler wrote it.
import { batchesOf } from '../db/batches.js';
import { type ApplyContext, draftOf, type MatchedRows, type PendingRow } from './apply-context.js';
import {
  type EventChangeWrite,
  type EventWrite,
  findEventLocations,
  findEventStamps,
  insertEventChanges,
  insertEvents,
  updateEvents,
} from './crawl-events.repository.js';
import type { EventDraft } from './feed.js';
import * as items from './feed-items.repository.js';
import type { EventTypeIds } from './feed-sources.repository.js';
import { diffDrafts, type StoredDraft, storeDraft } from './identity/draft-diff.js';
import { newItemKey } from './identity/payload-hash.js';

/**
 * New and edited rows are written this many at a time, each batch's drafts read again from the feed's
 * rows and dropped after it: what a crawl holds per row is its digest and facets, not its draft.
 */
const WRITE_BATCH = 1_000;

/**
 * Unchanged: the common case, one statement. Rows equal after normalisation but published differently
 * (spacing) get their new raw digest, so the next crawl skips them in pass 0.
 */
export async function writeUnchanged(
  { db, options, counts }: ApplyContext,
  { tracked, sameAsBefore, plan }: MatchedRows,
): Promise<void> {
  counts.unchanged_count = sameAsBefore.length + plan.unchanged.length;
  await items.touchFeedItems(
    db,
    [...sameAsBefore.map((i) => tracked.ids[i] as number), ...plan.unchanged.map(({ item }) => item.id)],
    options.now,
  );
  await items.updateRawHashes(
    db,
    plan.unchanged.map(({ item, row }) => ({ id: item.id, raw_hash: row.rawHash })),
  );
}

/** New rows become events, each tracked by a new item under a key unused in the feed. */
export async function writeNewRows(context: ApplyContext, { tracked, plan }: MatchedRows): Promise<void> {
  const { db, options, counts } = context;
  const { now } = options;
  const usedKeys = new Set(tracked.keys);
  for (const batch of batchesOf(plan.created, WRITE_BATCH)) {
    const drafts = batch.map((row) => draftOf(options, row));
    const writes = [];
    for (const draft of drafts) {
      const locations = await options.locator.locate(db, draft.places);
      if (locations.length === 0) counts.unplaced_count++;
      writes.push({ ...eventWrite(draft, context.eventTypes), locations });
    }
    const ids = await insertEvents(db, context.sourceId, writes, now);
    context.written.push(...ids);
    await items.insertFeedItems(
      db,
      options.adapter.name,
      batch.map((row, i) => {
        const draft = drafts[i] as EventDraft;
        const base = newItemKey(draft, row.hash, now);
        let key = base;
        for (let n = 2; usedKeys.has(key); n++) key = `${base}-${n}`;
        usedKeys.add(key);
        return {
          item_key: key,
          event_id: ids[i] ?? null,
          payload_hash: row.hash,
          raw_hash: row.rawHash,
          facets: draft.facets,
          payload: storeDraft(draft),
          day: draft.day,
          event_written_at: now,
        };
      }),
      now,
    );
    if (options.dryRun)
      for (const draft of drafts) context.diff.push({ kind: 'new', day: draft.day, name: draft.name });
  }
  counts.new_count = plan.created.length;
}

/**
 * Whether the crawler leaves an item's event alone: marked so by an admin, without event, or written by
 * someone else since the crawler last wrote it (decision 008).
 */
export async function findOverrides({ db }: ApplyContext, { plan }: MatchedRows) {
  const stamps = await findEventStamps(
    db,
    [...plan.updated.map((u) => u.item), ...plan.missing].flatMap((item) =>
      item.event_id ? [item.event_id] : [],
    ),
  );
  return (item: items.ActiveItem) =>
    item.manual_override ||
    item.event_id === null ||
    stamps.get(item.event_id)?.getTime() !== item.event_written_at?.getTime();
}

/** Edited rows: the item takes the new content; its event too, with a change history, unless overridden. */
export async function writeEditedRows(
  context: ApplyContext,
  { plan }: MatchedRows,
  isOverridden: (item: items.ActiveItem) => boolean,
): Promise<void> {
  const { db, options, counts } = context;
  const { now } = options;
  for (const batch of batchesOf(plan.updated, WRITE_BATCH)) {
    const payloads = await items.findItemPayloads(
      db,
      batch.map((u) => u.item.id),
    );
    const eventUpdates: EventUpdate[] = [];
    const itemUpdates = [];
    const changes: EventChangeWrite[] = [];
    for (const { item, row } of batch) {
      const draft = draftOf(options, row as PendingRow);
      const old = payloads.get(item.id) as StoredDraft;
      const fieldChanges = diffDrafts(old, draft);
      const overridden = isOverridden(item);
      if (!overridden && item.event_id !== null) {
        const placesChanged = JSON.stringify(old.places) !== JSON.stringify(draft.places);
        const locations = placesChanged ? await options.locator.locate(db, draft.places) : undefined;
        if (locations?.length === 0) counts.unplaced_count++;
        eventUpdates.push({
          id: item.event_id,
          ...eventWrite(draft, context.eventTypes),
          locations,
          keep: !placesChanged,
        });
        for (const change of fieldChanges) changes.push({ event_id: item.event_id, ...change });
      }
      itemUpdates.push({
        id: item.id,
        payload_hash: row.hash,
        raw_hash: row.rawHash,
        facets: draft.facets,
        payload: storeDraft(draft),
        day: draft.day,
        event_written_at: overridden ? null : now,
      });
      const becameCancelled = draft.status === 'cancelled' && old.status !== 'cancelled';
      if (becameCancelled) counts.cancelled_count++;
      else counts.updated_count++;
      if (options.dryRun)
        context.diff.push({
          kind: becameCancelled ? 'cancelled' : 'updated',
          day: draft.day,
          name: draft.name,
          changes: fieldChanges,
        });
    }
    await writeEventUpdates(context, eventUpdates);
    await items.updateFeedItems(db, itemUpdates, now);
    await insertEventChanges(db, options.runId, changes, now);
  }
}

function eventWrite(draft: EventDraft, eventTypes: EventTypeIds): Omit<EventWrite, 'locations'> {
  return {
    name: draft.name,
    description: draft.description,
    url: draft.url,
    event_type_id: eventTypes[draft.event_type],
    start_time: draft.start_time,
    end_time: draft.end_time,
    all_day: draft.all_day,
    status: draft.status,
    authority_status: draft.authority_status,
    series: draft.series,
    raw_location: draft.raw_location,
    raw_participants: draft.raw_participants,
    raw_organiser: draft.raw_organiser,
    participants_min: draft.participants_min,
    participants_max: draft.participants_max,
  };
}

type EventUpdate = Omit<EventWrite, 'locations'> & {
  id: number;
  locations: EventWrite['locations'] | undefined;
  keep: boolean;
};

async function writeEventUpdates({ db, options, written }: ApplyContext, updates: EventUpdate[]) {
  // Locations are only recomputed when the places changed; otherwise the stored ones are kept.
  const kept = updates.filter((u) => u.keep);
  if (kept.length > 0) {
    const byId = await findEventLocations(
      db,
      kept.map((u) => u.id),
    );
    for (const update of kept) update.locations = byId.get(update.id) ?? [];
  }
  await updateEvents(
    db,
    updates.map(({ keep: _keep, locations, ...rest }) => ({ ...rest, locations: locations ?? [] })),
    options.now,
  );
  written.push(...updates.map((update) => update.id));
}
