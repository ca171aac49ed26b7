// Alert wire types, taken from the generated OpenAPI schema (STYLE §3: no hand-written API types).
import type { JsonBody, JsonOk } from '../../api/wire-types';

export type FetchNotificationsBody = JsonBody<'/v1/event/fetch-notifications', 'post'>;
export type AccountAlert = JsonOk<'/v1/user/me/alerts', 'get'>[number];
export type AccountAlertBody = JsonBody<'/v1/user/me/alerts', 'post'>;
export type AlertMergeAnswer = JsonOk<'/v1/user/me/alerts/merge', 'post'>;
