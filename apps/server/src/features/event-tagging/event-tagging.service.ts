// Admin section "Event Tagging" (issue 15): find events by topics, excluded topics, keyword, source and time, and
// add or remove topics on some or all of them, with the numbers shown before anything is written. A bulk write is
// one transaction over at most TAGGING_MAX_EVENTS events.
import type { Db } from '../../db/database.js';
import { AppError, throwIfIssues, type ValidationIssue, validationError } from '../../http/errors.js';
import { keywordWords } from '../events/search/keyword.js';
import { unknownIdIssues } from '../taxonomy/taxonomy.service.js';
import * as repository from './event-tagging.repository.js';
import {
  TAGGING_COUNT_CAP,
  TAGGING_MAX_EVENTS,
  TAGGING_PAGE_DEFAULT,
  type TaggingChangeBody,
  type TaggingChangeResult,
  type TaggingCriteria,
  type TaggingSearchBody,
  type TaggingSearchResult,
} from './event-tagging.schemas.js';

async function toFilter(db: Db, criteria: TaggingCriteria, loc: ValidationIssue['loc']) {
  const issues = [
    ...(await unknownIdIssues(db, 'topic', [...loc, 'topic_ids'], criteria.topic_ids ?? [])),
    ...(await unknownIdIssues(db, 'topic', [...loc, 'exclude_topic_ids'], criteria.exclude_topic_ids ?? [])),
  ];
  const [from, until] = [criteria.start_from, criteria.start_until].map((t) =>
    t === undefined ? undefined : new Date(t),
  );
  if (from && until && from > until)
    issues.push({ loc: [...loc, 'start_until'], msg: 'The end is before the start', type: 'value_error' });
  throwIfIssues(issues);
  return {
    topicIds: criteria.topic_ids ?? [],
    excludeTopicIds: criteria.exclude_topic_ids ?? [],
    words: keywordWords(criteria.keyword),
    sourceId: criteria.source_id,
    startFrom: from,
    startUntil: until,
  } satisfies repository.TaggingFilter;
}

export async function searchEvents(db: Db, body: TaggingSearchBody): Promise<TaggingSearchResult> {
  const filter = await toFilter(db, body.criteria, ['body', 'criteria']);
  const [counted, page] = await Promise.all([
    repository.countMatching(db, filter, TAGGING_COUNT_CAP),
    repository.findMatchingPage(db, filter, body.offset ?? 0, body.limit ?? TAGGING_PAGE_DEFAULT),
  ]);
  return {
    total: Math.min(counted, TAGGING_COUNT_CAP),
    more: counted > TAGGING_COUNT_CAP,
    events: page.map((row) => ({ ...row, start_time: new Date(row.start_time).toISOString() })),
  };
}

interface Plan extends TaggingChangeResult {
  pairsToAdd: { event_id: number; topic_id: number }[];
  losingIds: number[];
  changes: repository.TopicChange[];
}

/** What adding and removing would do to the selected events. */
function plan(
  selected: readonly repository.SelectedEvent[],
  add: readonly number[],
  remove: readonly number[],
): Plan {
  const result: Plan = {
    events: selected.length,
    gaining: 0,
    losing: 0,
    changed: 0,
    pairsToAdd: [],
    losingIds: [],
    changes: [],
  };
  for (const event of selected) {
    const had = new Set(event.topic_ids);
    const gains = add.filter((id) => !had.has(id));
    const losses = remove.filter((id) => had.has(id));
    if (gains.length > 0) result.gaining += 1;
    if (losses.length > 0) {
      result.losing += 1;
      result.losingIds.push(event.id);
    }
    if (gains.length === 0 && losses.length === 0) continue;
    result.changed += 1;
    for (const topic of gains) result.pairsToAdd.push({ event_id: event.id, topic_id: topic });
    const after = [...event.topic_ids.filter((id) => !losses.includes(id)), ...gains].sort((a, b) => a - b);
    result.changes.push({ eventId: event.id, before: event.topic_ids, after });
  }
  return result;
}

async function checkChange(db: Db, body: TaggingChangeBody) {
  const add = body.add_topic_ids ?? [];
  const remove = body.remove_topic_ids ?? [];
  const issues: ValidationIssue[] = [
    ...(await unknownIdIssues(db, 'topic', ['body', 'add_topic_ids'], add)),
    ...(await unknownIdIssues(db, 'topic', ['body', 'remove_topic_ids'], remove)),
  ];
  if (add.length === 0 && remove.length === 0)
    issues.push({
      loc: ['body', 'add_topic_ids'],
      msg: 'Name a topic to add or to remove',
      type: 'value_error',
    });
  const both = add.filter((id) => remove.includes(id));
  if (both.length > 0)
    issues.push({
      loc: ['body', 'remove_topic_ids'],
      msg: `A topic cannot be added and removed at once: ${both.join(', ')}`,
      type: 'value_error',
    });
  if ((body.event_ids === undefined) === (body.criteria === undefined))
    issues.push({
      loc: ['body', 'event_ids'],
      msg: 'Give either event_ids or criteria',
      type: 'value_error',
    });
  throwIfIssues(issues);
  const selection =
    body.event_ids !== undefined
      ? { eventIds: body.event_ids }
      : { filter: await toFilter(db, body.criteria ?? {}, ['body', 'criteria']) };
  return { add, remove, selection };
}

/** Reads (and with `lock`, locks) and plans the selection; refuses more than TAGGING_MAX_EVENTS. */
async function planned(
  db: Db,
  body: TaggingChangeBody,
  checked: Awaited<ReturnType<typeof checkChange>>,
  lock: boolean,
) {
  const selected = await repository.findSelection(db, checked.selection, TAGGING_MAX_EVENTS, { lock });
  if (selected.length > TAGGING_MAX_EVENTS)
    throw validationError(
      ['body', body.event_ids === undefined ? 'criteria' : 'event_ids'],
      `At most ${TAGGING_MAX_EVENTS} events at once: narrow the search`,
    );
  return plan(selected, checked.add, checked.remove);
}

const counts = ({ events, gaining, losing, changed }: Plan): TaggingChangeResult => ({
  events,
  gaining,
  losing,
  changed,
});

/** The numbers a change would have, writing nothing. */
export async function previewChange(db: Db, body: TaggingChangeBody): Promise<TaggingChangeResult> {
  return counts(await planned(db, body, await checkChange(db, body), false));
}

/** Adds and removes the topics on the selection, in one transaction. */
export async function applyChange(
  db: Db,
  body: TaggingChangeBody,
  now = new Date(),
): Promise<TaggingChangeResult> {
  const checked = await checkChange(db, body);
  return db.transaction().execute(async (trx) => {
    const result = await planned(trx, body, checked, true);
    if (body.expected_events !== undefined && body.expected_events !== result.events)
      throw new AppError(
        'conflict',
        `The selection changed: ${result.events} events now, ${body.expected_events} when it was checked. Check it again.`,
      );
    await repository.insertEventTopics(trx, result.pairsToAdd);
    if (checked.remove.length > 0) await repository.deleteEventTopics(trx, result.losingIds, checked.remove);
    await repository.recordTopicChanges(trx, result.changes, now);
    return counts(result);
  });
}
