// The event form's values (spec §3 "Event", wire names), its checks (spec §5: Event Name,
// Description, Start Time, Event Type and Topics are required) and the body it sends.
import { eventTimeInputOf, isoOfEventTimeInput } from '../../event-time-zone';
import { type LocationDraft, locationDraftOf } from './event-locations';
import type { Event, EventWriteBody } from './types';

export interface EventFormValues {
  name: string;
  description: string;
  short_description: string;
  url: string;
  event_type_id: number | undefined;
  topic_ids: number[];
  /** `datetime-local` input values in German time, whatever the device's zone ('' when empty). */
  start_time: string;
  end_time: string;
  raw_location: string;
  raw_participants: string;
  raw_organiser: string;
  locations: LocationDraft[];
}

export type EventField = Exclude<keyof EventFormValues, 'locations'>;
export type EventFieldProblem = 'required' | 'invalidUrl' | 'endBeforeStart' | 'invalidTime';
export type EventFormProblems = Partial<Record<EventField, EventFieldProblem>>;

export const EMPTY_EVENT_FORM: EventFormValues = {
  name: '',
  description: '',
  short_description: '',
  url: '',
  event_type_id: undefined,
  topic_ids: [],
  start_time: '',
  end_time: '',
  raw_location: '',
  raw_participants: '',
  raw_organiser: '',
  locations: [],
};

export function eventFormValuesOf(event: Event): EventFormValues {
  return {
    name: event.name,
    description: event.description,
    short_description: event.short_description ?? '',
    url: event.url ?? '',
    event_type_id: event.event_type_id,
    topic_ids: [...event.topic_ids],
    start_time: eventTimeInputOf(event.start_time),
    end_time: eventTimeInputOf(event.end_time),
    raw_location: event.raw_location ?? '',
    raw_participants: event.raw_participants ?? '',
    raw_organiser: event.raw_organiser ?? '',
    locations: event.locations.map(locationDraftOf),
  };
}

const isBlank = (value: string): boolean => value.trim() === '';
const isWebAddress = (value: string): boolean => /^https?:\/\/\S+$/.test(value.trim());

export function eventFormProblems(values: EventFormValues): EventFormProblems {
  const problems: EventFormProblems = {};
  if (isBlank(values.name)) problems.name = 'required';
  if (isBlank(values.description)) problems.description = 'required';
  if (values.event_type_id === undefined) problems.event_type_id = 'required';
  if (values.topic_ids.length === 0) problems.topic_ids = 'required';
  if (!isBlank(values.url) && !isWebAddress(values.url)) problems.url = 'invalidUrl';
  const start = isoOfEventTimeInput(values.start_time);
  const end = isoOfEventTimeInput(values.end_time);
  if (isBlank(values.start_time)) problems.start_time = 'required';
  else if (start === undefined) problems.start_time = 'invalidTime';
  if (!isBlank(values.end_time) && end === undefined) problems.end_time = 'invalidTime';
  else if (start !== undefined && end !== undefined && end < start) problems.end_time = 'endBeforeStart';
  return problems;
}

const textOrNull = (value: string): string | null => (isBlank(value) ? null : value.trim());

/**
 * The JSON body of POST /v1/event/new and PUT /v1/event/{id}. Call only with values that have no
 * problems. PUT replaces every field, so an edited event's status is sent back unchanged.
 */
export function eventBodyOf(
  values: EventFormValues,
  organisingSourceId: number,
  status?: Event['status'],
): EventWriteBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    short_description: textOrNull(values.short_description),
    url: textOrNull(values.url),
    event_type_id: values.event_type_id ?? 0,
    topic_ids: [...values.topic_ids],
    locations: values.locations.map((location) => ({
      geography: { type: 'Point', coordinates: [location.lng, location.lat] },
      country: textOrNull(location.country)?.toUpperCase() ?? null,
      city: textOrNull(location.city),
      zip_code: textOrNull(location.zip_code),
      street: textOrNull(location.street),
      house_number: textOrNull(location.house_number),
    })),
    raw_location: textOrNull(values.raw_location),
    start_time: isoOfEventTimeInput(values.start_time) ?? '',
    end_time: isoOfEventTimeInput(values.end_time) ?? null,
    raw_participants: textOrNull(values.raw_participants),
    raw_organiser: textOrNull(values.raw_organiser),
    organising_source_id: organisingSourceId,
    ...(status !== undefined && { status }),
  };
}
