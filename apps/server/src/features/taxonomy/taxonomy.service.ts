// Taxonomy rules: a missing topic or type is a 404 with the spec's detail message; an unknown id in a request
// is a 422 at its place.
import type { Db } from '../../db/database.js';
import { AppError, throwIfIssues, type ValidationIssue } from '../../http/errors.js';
import * as repository from './taxonomy.repository.js';
import {
  type EventType,
  type NamesInput,
  SOURCE_TYPE_DEFAULT_COLOURS,
  type SourceType,
  type SourceTypeCreate,
  type SourceTypeUpdate,
  type Topic,
} from './taxonomy.schemas.js';

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
  return issuesOfIds(kind, loc, ids, (id) => !unknown.has(id));
}

/** The issues of unknownIdIssues, from ids already looked up (`isKnown`). */
export function issuesOfIds(
  kind: TaxonomyKind,
  loc: ValidationIssue['loc'],
  ids: number | readonly number[],
  isKnown: (id: number) => boolean,
): ValidationIssue[] {
  const list = typeof ids === 'number' ? [ids] : ids;
  return list.flatMap((id, index) =>
    isKnown(id)
      ? []
      : [
          {
            loc: typeof ids === 'number' ? loc : [...loc, index],
            msg: `Unknown ${kind} id: ${id}`,
            type: 'value_error',
          },
        ],
  );
}

/** The known topic and event type ids among those of a request (all its queries), looked up in one statement. */
export interface KnownTopicsAndTypes {
  topicIds: ReadonlySet<number>;
  typeIds: ReadonlySet<number>;
}

export const findKnownTopicsAndTypes = (
  db: Db,
  topicIds: readonly number[],
  typeIds: readonly number[],
): Promise<KnownTopicsAndTypes> => repository.findKnownTopicAndTypeIds(db, topicIds, typeIds);

// The admin writes (spec §7, issue 15); routes check that the caller is a platform admin.

const KIND_OF_TABLE = { topics: 'topic', event_types: 'event type', source_types: 'source type' } as const;
const NOT_FOUND = {
  topics: 'Topic not found',
  event_types: 'Event type not found',
  source_types: 'Source type not found',
} as const;

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === '23505';
}

/** A 422 at each name another entry of the kind already has (letter case ignored). */
async function assertNamesFree(
  db: Db,
  table: repository.TaxonomyTable,
  names: { name_en: string; name_de: string },
  exceptId?: number,
): Promise<void> {
  const clashes = await repository.findNameClashes(db, table, names, exceptId);
  const kind = KIND_OF_TABLE[table];
  const issues: ValidationIssue[] = [];
  if (clashes.name_en)
    issues.push({
      loc: ['body', 'name_en'],
      msg: `Another ${kind} already has this English name`,
      type: 'value_error',
    });
  if (clashes.name_de)
    issues.push({
      loc: ['body', 'name_de'],
      msg: `Another ${kind} already has this German name`,
      type: 'value_error',
    });
  throwIfIssues(issues);
}

/** Runs a write; a unique clash that slipped past the check (two admins at once) is the same 422. */
async function writing<T>(
  db: Db,
  table: repository.TaxonomyTable,
  names: { name_en: string; name_de: string },
  exceptId: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  const trimmed = { name_en: names.name_en.trim(), name_de: names.name_de.trim() };
  await assertNamesFree(db, table, trimmed, exceptId);
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await assertNamesFree(db, table, trimmed, exceptId);
    throw error;
  }
}

const trimmedNames = (input: NamesInput) => ({
  name_en: input.name_en.trim(),
  name_de: input.name_de.trim(),
});

export function createTopic(db: Db, input: NamesInput): Promise<Topic> {
  const names = trimmedNames(input);
  return writing(db, 'topics', names, undefined, () => repository.insertTopic(db, names));
}

export function createEventType(db: Db, input: NamesInput): Promise<EventType> {
  const names = trimmedNames(input);
  return writing(db, 'event_types', names, undefined, () => repository.insertEventType(db, names));
}

export function createSourceType(db: Db, input: SourceTypeCreate): Promise<SourceType> {
  const names = trimmedNames(input);
  const values = {
    ...names,
    map_marker_color_default: (
      input.map_marker_color_default ?? SOURCE_TYPE_DEFAULT_COLOURS.map_marker_color_default
    ).toLowerCase(),
    map_marker_color_selected: (
      input.map_marker_color_selected ?? SOURCE_TYPE_DEFAULT_COLOURS.map_marker_color_selected
    ).toLowerCase(),
    map_marker_color_past: (
      input.map_marker_color_past ?? SOURCE_TYPE_DEFAULT_COLOURS.map_marker_color_past
    ).toLowerCase(),
  };
  return writing(db, 'source_types', names, undefined, () => repository.insertSourceType(db, values));
}

function found<T>(table: repository.TaxonomyTable, row: T | undefined): T {
  if (row === undefined) throw new AppError('not_found', NOT_FOUND[table]);
  return row;
}

export async function updateTopic(db: Db, id: number, input: NamesInput): Promise<Topic> {
  const names = trimmedNames(input);
  found('topics', await repository.findTopicById(db, id));
  return found('topics', await writing(db, 'topics', names, id, () => repository.updateTopic(db, id, names)));
}

export async function updateEventType(db: Db, id: number, input: NamesInput): Promise<EventType> {
  const names = trimmedNames(input);
  found('event_types', await repository.findEventTypeById(db, id));
  return found(
    'event_types',
    await writing(db, 'event_types', names, id, () => repository.updateEventType(db, id, names)),
  );
}

export async function updateSourceType(db: Db, id: number, input: SourceTypeUpdate): Promise<SourceType> {
  const names = trimmedNames(input);
  const values = {
    ...names,
    map_marker_color_default: input.map_marker_color_default.toLowerCase(),
    map_marker_color_selected: input.map_marker_color_selected.toLowerCase(),
    map_marker_color_past: input.map_marker_color_past.toLowerCase(),
  };
  found('source_types', await repository.findSourceTypeById(db, id));
  return found(
    'source_types',
    await writing(db, 'source_types', names, id, () => repository.updateSourceType(db, id, values)),
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'This topic is used by 3 events and 1 source.' */
export function inUseMessage(kind: TaxonomyKind, uses: repository.Uses): string {
  const parts = [
    ...(uses.events > 0 ? [plural(uses.events, 'event', 'events')] : []),
    ...(uses.sources > 0 ? [plural(uses.sources, 'source', 'sources')] : []),
  ];
  return `This ${kind} is used by ${parts.join(' and ')}. Move them to another ${kind} first.`;
}

export interface InUse extends repository.Uses {
  detail: string;
}

/**
 * Deletes an unused entry and answers undefined; one in use stays, and the answer says how many use it (the
 * route's 409: never orphaned rows, never an event or source silently losing its topic).
 */
export async function deleteEntry(
  db: Db,
  table: repository.TaxonomyTable,
  id: number,
): Promise<InUse | undefined> {
  const outcome = await repository.deleteUnlessUsed(db, table, id);
  if (outcome === undefined) throw new AppError('not_found', NOT_FOUND[table]);
  if (outcome === 'deleted') return undefined;
  return { detail: inUseMessage(KIND_OF_TABLE[table], outcome), ...outcome };
}
