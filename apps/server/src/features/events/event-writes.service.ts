// Event writes by the admins of the event's source (spec §6 "Event editor", §5 validation): create,
// replace, soft delete. Each edit is recorded in event_changes (issue 5) and moves updated_at, so the next
// crawl leaves a manually edited event alone (decision 008).
import type { Db } from '../../db/database.js';
import type { EventLocation } from '../../db/tables.js';
import type { Caller } from '../../http/auth.js';
import { AppError, throwIfIssues, type ValidationIssue } from '../../http/errors.js';
import { assertCanAdministerSource } from '../sources/source-permissions.js';
import { unknownIdIssues } from '../taxonomy/taxonomy.service.js';
import { regroupDuplicates } from './duplicates/event-duplicates.service.js';
import { insertUserEventChanges } from './event-changes.repository.js';
import { diffEvent } from './event-changes.service.js';
import { toEvent } from './event-rows.js';
import * as repository from './event-writes.repository.js';
import type { EventLocationInput, EventWriteBody } from './event-writes.schemas.js';
import type { Event } from './events.schemas.js';

const notFound = () => new AppError('not_found', 'Event not found');

/** An event without a source (none are created that way) is left to platform admins. */
async function assertCanEditEventOf(db: Db, caller: Caller, sourceId: number | null) {
  if (sourceId !== null) return assertCanAdministerSource(db, caller, sourceId);
  if (!caller.admin) throw new AppError('forbidden', 'Only platform admins may edit this event');
}

/** The source named in the body: unknown is a validation problem of the body, not a missing resource. */
async function assertCanPublishFor(db: Db, caller: Caller, sourceId: number) {
  try {
    await assertCanAdministerSource(db, caller, sourceId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') {
      throw new AppError('validation', 'Unknown source', [
        { loc: ['body', 'organising_source_id'], msg: 'Unknown source', type: 'value_error' },
      ]);
    }
    throw error;
  }
}

const text = (value: string | null | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

function toLocation(input: EventLocationInput): EventLocation {
  const [lon = 0, lat = 0] = input.geography.coordinates;
  return {
    geography: { type: 'Point', coordinates: [lon, lat] },
    country: text(input.country)?.toUpperCase() ?? null,
    city: text(input.city),
    zip_code: text(input.zip_code),
    street: text(input.street),
    house_number: text(input.house_number),
  };
}

function coordinateIssues(locations: readonly EventLocationInput[]): ValidationIssue[] {
  return locations.flatMap((location, index) => {
    const [lon = 0, lat = 0] = location.geography.coordinates;
    const inRange = Math.abs(lon) <= 180 && Math.abs(lat) <= 90;
    return inRange
      ? []
      : [
          {
            loc: ['body', 'locations', index, 'geography', 'coordinates'],
            msg: 'Longitude must be within -180…180 and latitude within -90…90',
            type: 'value_error',
          },
        ];
  });
}

/** Spec §5 beyond the schema: the end is not before the start, places exist on Earth, ids are known. */
async function checkBody(
  db: Db,
  body: EventWriteBody,
): Promise<repository.EventFields & { topicIds: number[] }> {
  const topicIds = [...new Set(body.topic_ids)].sort((a, b) => a - b);
  const start = new Date(body.start_time);
  const end = body.end_time ? new Date(body.end_time) : null;
  const issues: ValidationIssue[] = [];
  if (end && end < start) {
    issues.push({ loc: ['body', 'end_time'], msg: 'End time is before start time', type: 'value_error' });
  }
  issues.push(...coordinateIssues(body.locations));
  issues.push(...(await unknownIdIssues(db, 'event type', ['body', 'event_type_id'], body.event_type_id)));
  issues.push(...(await unknownIdIssues(db, 'topic', ['body', 'topic_ids'], body.topic_ids)));
  throwIfIssues(issues);
  return {
    // Stored as sent: HTML stays text, the web never renders it as markup.
    name: body.name.trim(),
    description: body.description,
    short_description: text(body.short_description),
    url: text(body.url),
    event_type_id: body.event_type_id,
    locations: body.locations.map(toLocation),
    raw_location: text(body.raw_location),
    start_time: start,
    end_time: end,
    raw_participants: text(body.raw_participants),
    raw_organiser: text(body.raw_organiser),
    organising_source_id: body.organising_source_id,
    status: body.status ?? 'scheduled',
    topicIds,
  };
}

async function readEvent(db: Db, id: number): Promise<Event> {
  const found = await repository.findEventById(db, id);
  if (!found) throw notFound();
  return toEvent(found.row);
}

/** Spec §7 POST /v1/event/new: only for an admin of the organising source (or a platform admin). */
export async function createEvent(db: Db, caller: Caller, body: EventWriteBody): Promise<Event> {
  await assertCanPublishFor(db, caller, body.organising_source_id);
  const { topicIds, ...fields } = await checkBody(db, body);
  return db.transaction().execute(async (trx) => {
    const id = await repository.insertEvent(trx, fields, topicIds);
    await regroupDuplicates(trx, [id]);
    return readEvent(trx, id);
  });
}

async function findEditable(db: Db, caller: Caller, id: number) {
  const found = await repository.findEventById(db, id);
  if (!found) throw notFound();
  await assertCanEditEventOf(db, caller, found.row.organising_source_id);
  if (found.deleted) throw new AppError('gone', 'The event is gone.');
  return found.row;
}

/**
 * Spec §7 PUT /v1/event/{id}: replaces every editable field. Moving the event to another source needs
 * the right to administer both. A save that changes nothing writes nothing (the crawl keeps the event).
 */
export async function updateEvent(db: Db, caller: Caller, id: number, body: EventWriteBody): Promise<Event> {
  const current = await findEditable(db, caller, id);
  if (body.organising_source_id !== current.organising_source_id) {
    await assertCanPublishFor(db, caller, body.organising_source_id);
  }
  const { topicIds, ...fields } = await checkBody(db, body);
  const changes = diffEvent(current, { ...fields, topic_ids: topicIds });
  if (changes.length === 0) return toEvent(current);
  return db.transaction().execute(async (trx) => {
    await repository.updateEvent(trx, id, fields, topicIds);
    await insertUserEventChanges(trx, id, changes);
    await regroupDuplicates(trx, [id]);
    return readEvent(trx, id);
  });
}

/** Spec §7 DELETE /v1/event/{id}: the link then answers 410 (spec §4 "Event lifecycle"). */
export async function deleteEvent(db: Db, caller: Caller, id: number, now: Date = new Date()): Promise<void> {
  await findEditable(db, caller, id);
  await db.transaction().execute(async (trx) => {
    await repository.markEventDeleted(trx, id, now);
    await regroupDuplicates(trx, [id]);
  });
}
