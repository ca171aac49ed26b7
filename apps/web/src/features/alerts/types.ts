// Alert wire types, taken from the generated OpenAPI schema (STYLE §3: no hand-written API types).
import type { paths } from '../../api/schema.gen';

type JsonBody<T> = T extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;
type JsonOk<T> = T extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : never;

export type FetchNotificationsBody = JsonBody<paths['/v1/event/fetch-notifications']['post']>;
export type FetchNotificationsAnswer = JsonOk<paths['/v1/event/fetch-notifications']['post']>;
export type AccountAlert = JsonOk<paths['/v1/user/me/alerts']['get']>[number];
export type AccountAlertBody = JsonBody<paths['/v1/user/me/alerts']['post']>;
export type AlertMergeAnswer = JsonOk<paths['/v1/user/me/alerts/merge']['post']>;
export type SavedItems = JsonOk<paths['/v1/user/me/saved']['get']>;
