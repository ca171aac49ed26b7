// Taxonomy rules: a missing topic or type is a 404 with the spec's detail message; an unknown id in a request
// is a 422 at its place.
import type { Db } from '../../db/database.js';
import { AppError, type ValidationIssue } from '../../http/errors.js';
import * as repository from './taxonomy.repository.js';
import type { EventType, SourceType, Topic } from './taxonomy.schemas.js';

export const listTopics = (db: Db): Promise<Topic[]> => repository.findTopics(db);
export const listEventTypes = (db: Db): Promise<EventType[]> => repository.findEventTypes(db);
export const listSourceTypes = (db: Db): Promise<SourceType[]> => repository.findSourceTypes(db);

export async function getTopic(db: Db, id: number): Promise<Topic> {
  const topic = await repository.findTopicById(db, id);
  if (!topic) throw new AppError('not_found', 'Topic not found');
  return topic;
}

export async function getEventType(db: Db, id: number): Promise<EventType> {
  const eventType = await repository.findEventTypeById(db, id);
  if (!eventType) throw new AppError('not_found', 'Event type not found');
  return eventType;
}

export async function getSourceType(db: Db, id: number): Promise<SourceType> {
  const sourceType = await repository.findSourceTypeById(db, id);
  if (!sourceType) throw new AppError('not_found', 'Source type not found');
  return sourceType;
}

export type TaxonomyKind = 'topic' | 'event type' | 'source type';

const TABLES = { topic: 'topics', 'event type': 'event_types', 'source type': 'source_types' } as const;

/**
 * One 422 issue for each place in the request that holds an unknown id of `kind`: at `loc` for a single id, at
 * `loc` + index for a list. The caller answers them together with its other issues (an empty list: all known).
 */
export async function unknownIdIssues(
  db: Db,
  kind: TaxonomyKind,
  loc: ValidationIssue['loc'],
  ids: number | readonly number[],
): Promise<ValidationIssue[]> {
  const list = typeof ids === 'number' ? [ids] : ids;
  const unknown = new Set(await repository.findUnknownIds(db, TABLES[kind], list));
  return list.flatMap((id, index) =>
    unknown.has(id)
      ? [
          {
            loc: typeof ids === 'number' ? loc : [...loc, index],
            msg: `Unknown ${kind} id: ${id}`,
            type: 'value_error',
          },
        ]
      : [],
  );
}
