// Wire types of the event form, all taken from the generated OpenAPI schema (STYLE §3).
import type { components } from '../../api/schema.gen';
import type { JsonBody } from '../../api/wire-types';

export type Event = components['schemas']['Event'];
export type EventLocation = Event['locations'][number];
/** The body of POST /v1/event/new and PUT /v1/event/{event_id}. */
export type EventWriteBody = JsonBody<'/v1/event/new', 'post'>;
