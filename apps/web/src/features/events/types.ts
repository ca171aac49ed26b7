// Event wire types, all taken from the generated OpenAPI schema (STYLE §3: no hand-written API types).
import type { components, paths } from '../../api/schema.gen';

type Schemas = components['schemas'];
type JsonBody<T> = T extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type JsonOk<T> = T extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : never;

export type Event = Schemas['Event'];
export type EventLocation = Event['locations'][number];
export type Organizer = JsonOk<paths['/v1/event/{event_id}/organizer']['get']>;
export type EventPage = JsonOk<paths['/v1/event/all']['post']>;
export type EventListBody = JsonBody<paths['/v1/event/all']['post']>;
export type PerimeterSearchBody = JsonBody<paths['/v1/event/perimeter-search']['post']>;
export type AddressSearchBody = JsonBody<paths['/v1/event/address-search']['post']>;
export type EventChange = JsonOk<paths['/v1/event/{event_id}/changes']['get']>[number];
export type EventReportBody = JsonBody<paths['/v1/event/{event_id}/report']['post']>;
export type Source = JsonOk<paths['/v1/source/{source_id}']['get']>;
