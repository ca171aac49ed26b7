// Taxonomy rules: a missing topic or type is a 404 with the spec's detail message.
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
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
