// Wire types of the event form, all taken from the generated OpenAPI schema (STYLE §3).
import type { components } from '../../api/schema.gen';

export type Event = components['schemas']['Event'];
export type EventLocation = Event['locations'][number];
/** The body of POST /v1/event/new and PUT /v1/event/{event_id}. */
export type EventWriteBody = Omit<
  Event,
  'id' | 'status' | 'create_time' | 'updated_at' | 'organising_source_id'
> & {
  organising_source_id: number;
  status?: Event['status'];
};
