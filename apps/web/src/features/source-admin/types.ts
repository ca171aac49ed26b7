// Wire types of the source administration screens, all taken from the generated OpenAPI schema (STYLE §3).
import type { JsonBody, JsonOk } from '../../api/wire-types';

/** A source as its administrators see it (with the internal contact). */
export type AdministeredSource = JsonOk<'/v1/source/{source_id}', 'put'>;
/** A source as GET /v1/user/me/sources lists it. */
export type OwnSource = JsonOk<'/v1/user/me/sources', 'get'>[number];
export type SourceAdmin = JsonOk<'/v1/source/{source_id}/admins', 'get'>[number];
/** The body of POST /v1/source/new and PUT /v1/source/{source_id}. */
export type SourceWriteBody = JsonBody<'/v1/source/new', 'post'>;
