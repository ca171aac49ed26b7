// Wire types of the source administration screens, all taken from the generated OpenAPI schema (STYLE §3).
import type { paths } from '../../api/schema.gen';

type JsonOk<T> = T extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : never;

/** A source as its administrators see it (with the internal contact). */
export type AdministeredSource = JsonOk<paths['/v1/source/{source_id}']['put']>;
/** A source as GET /v1/user/me/sources lists it. */
export type OwnSource = JsonOk<paths['/v1/user/me/sources']['get']>[number];
export type SourceAdmin = JsonOk<paths['/v1/source/{source_id}/admins']['get']>[number];
/** The body of POST /v1/source/new and PUT /v1/source/{source_id}. */
export type SourceWriteBody = paths['/v1/source/new']['post']['requestBody']['content']['application/json'];
