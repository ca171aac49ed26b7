// Event wire types, all taken from the generated OpenAPI schema (STYLE §3: no hand-written API types).
import type { components } from '../../api/schema.gen';
import type { JsonBody, JsonOk } from '../../api/wire-types';

type Schemas = components['schemas'];

export type Event = Schemas['Event'];
export type EventLocation = Event['locations'][number];
export type Organizer = JsonOk<'/v1/event/{event_id}/organizer', 'get'>;
export type EventPage = JsonOk<'/v1/event/all', 'post'>;
export type EventListBody = JsonBody<'/v1/event/all', 'post'>;
export type PerimeterSearchBody = JsonBody<'/v1/event/perimeter-search', 'post'>;
export type AddressSearchBody = JsonBody<'/v1/event/address-search', 'post'>;
export type EventChange = JsonOk<'/v1/event/{event_id}/changes', 'get'>[number];
export type EventReportBody = JsonBody<'/v1/event/{event_id}/report', 'post'>;
export type Source = JsonOk<'/v1/source/{source_id}', 'get'>;
