// Wire types of the event form, all taken from the generated OpenAPI schema (STYLE §3).
import type { components, paths } from '../../api/schema.gen';

export type Event = components['schemas']['Event'];
export type EventLocation = Event['locations'][number];
/** The body of POST /v1/event/new and PUT /v1/event/{event_id}. */
export type EventWriteBody = paths['/v1/event/new']['post']['requestBody']['content']['application/json'];
