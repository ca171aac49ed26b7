// The crawl's last phase: tracked items the read no longer holds. Past ones expire; the rest count a miss, and the
// second miss in a full snapshot ends them, cancelled, or superseded by a twin published on the same day.

import type { ApplyContext, MatchedRows } from './apply-context.js';
import { type EventChangeWrite, endEvents, insertEventChanges } from './crawl-events.repository.js';
import type { DraftFacets } from './feed.js';
import * as items from './feed-items.repository.js';
import { decideMissing, type MissingDecision } from './identity/match-items.js';

export async function endMissingItems(
  context: ApplyContext,
  matched: MatchedRows,
  isOverridden: (item: items.ActiveItem) => boolean,
): Promise<void> {
  const { db, options, counts, today } = context;
  const { now } = options;
  const factsByDay = await facetsOnMissingDays(context, matched);
  const byDecision: Record<MissingDecision, items.ActiveItem[]> = {
    expire: [],
    wait: [],
    cancel: [],
    supersede: [],
  };
  for (const item of matched.plan.missing) {
    const decision = decideMissing(
      item,
      today,
      options.adapter.isFullSnapshot,
      factsByDay.get(item.day) ?? [],
    );
    byDecision[decision].push(item);
  }
  counts.expired_count = byDecision.expire.length;
  counts.missing_count = byDecision.wait.length;
  await items.retireFeedItems(
    db,
    byDecision.expire.map((i) => i.id),
    'past',
    now,
    null,
  );
  await items.countMissingFeedItems(
    db,
    byDecision.wait.map((i) => i.id),
  );
  const endChanges: EventChangeWrite[] = [];
  for (const [decision, reason, how] of [
    ['cancel', 'cancelled', 'cancel'],
    ['supersede', 'superseded', 'delete'],
  ] as const) {
    const ended = byDecision[decision];
    const writable = ended.filter((item) => !isOverridden(item)).map((item) => item.event_id as number);
    await endEvents(db, writable, how, now);
    context.written.push(...writable);
    if (how === 'cancel') {
      for (const id of writable)
        endChanges.push({ event_id: id, field: 'status', old_value: 'scheduled', new_value: 'cancelled' });
      counts.cancelled_count += ended.length;
    } else counts.superseded_count += ended.length;
    await items.retireFeedItems(
      db,
      ended.filter((i) => !isOverridden(i)).map((i) => i.id),
      reason,
      now,
      now,
    );
    await items.retireFeedItems(
      db,
      ended.filter((i) => isOverridden(i)).map((i) => i.id),
      reason,
      now,
      null,
    );
    if (options.dryRun)
      for (const item of ended)
        context.diff.push({
          kind: decision === 'cancel' ? 'cancelled' : 'superseded',
          day: item.day,
          name: item.facets.title,
        });
  }
  await insertEventChanges(db, options.runId, endChanges, now);
}

/**
 * Twins are looked for on the days of future missing items only: the facets of that day's rows, those unchanged
 * since the last crawl loaded from their items.
 */
async function facetsOnMissingDays(
  { db, today }: ApplyContext,
  { tracked, sameAsBefore, rows, plan }: MatchedRows,
): Promise<Map<string, DraftFacets[]>> {
  const missingDays = new Set(plan.missing.filter((item) => item.day >= today).map((item) => item.day));
  const factsByDay = new Map<string, DraftFacets[]>();
  const addFacts = (facets: DraftFacets) => {
    if (!missingDays.has(facets.day)) return;
    const list = factsByDay.get(facets.day);
    if (list) list.push(facets);
    else factsByDay.set(facets.day, [facets]);
  };
  const sameOnMissingDays = sameAsBefore.filter((i) => missingDays.has(tracked.days[i] as string));
  for (const facets of (
    await items.findItemFacets(
      db,
      sameOnMissingDays.map((i) => tracked.ids[i] as number),
    )
  ).values()) {
    addFacts(facets);
  }
  for (const row of rows) addFacts(row.facets);
  return factsByDay;
}
