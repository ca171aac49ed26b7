// Request and answer types of one API call, taken from the generated schema (STYLE §3: the web never
// writes an API type by hand). Example: JsonBody<'/v1/event/all', 'post'>, JsonOk<'/v1/feeds', 'get'>.
import type { paths } from './schema.gen';

type Operation<Path extends keyof paths, Method extends keyof paths[Path]> = paths[Path][Method];

/** The JSON body the call takes. */
export type JsonBody<Path extends keyof paths, Method extends keyof paths[Path]> =
  Operation<Path, Method> extends { requestBody?: { content: { 'application/json': infer Body } } }
    ? Body
    : never;

/** The JSON the call answers with on success (200, or 201 for a creation). */
export type JsonOk<Path extends keyof paths, Method extends keyof paths[Path]> =
  Operation<Path, Method> extends { responses: { 200: { content: { 'application/json': infer Body } } } }
    ? Body
    : Operation<Path, Method> extends { responses: { 201: { content: { 'application/json': infer Body } } } }
      ? Body
      : never;
