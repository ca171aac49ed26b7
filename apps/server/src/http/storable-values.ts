// Values PostgreSQL cannot take, found by the OpenAPI fuzzer (issue 17), each of which answered 500:
// - numbers so close to zero (a latitude of 5e-323, or 4.5e-304 in an event's coordinates) that they, or what SQL
//   computes from them, underflow PostgreSQL's float8 ("value out of range: underflow"). Nothing here means
//   anything below 1e-30 (a coordinate of 1e-30 degrees is 1e-25 m): each is read as 1e-30 with its sign, which keeps "greater than 0" rules true;
// - text with a NUL character in a path or query value, which no PostgreSQL text holds: a 422 at its place;
// - a number that is not finite: a query value of 400 nines passes the validator as Infinity (it is an "integer"
//   below no maximum there) and failed in SQL: a 422 too.
// Checked once a request has passed validation, over the path values, query values and body its schema declares.
import type { FastifyInstance } from 'fastify';
import { throwIfIssues, type ValidationIssue } from './errors.js';

export type { ValidationIssue };

// Not the smallest normal double (2.2e-308): a coordinate of 4.5e-304 is normal, yet the event write's own
// arithmetic on it underflows (found by the full fuzz run; so did -1.8e-95). 1e-30 keeps products of such values
// normal; no coordinate, radius or count means anything smaller.
const SMALLEST_NORMAL = 1e-30;
const NUL = '\u0000';

/**
 * `value` with every subnormal number replaced (objects and arrays in place); the places of strings holding NUL
 * are added to `issues`.
 */
export function storable(
  value: unknown,
  loc: (string | number)[],
  issues: ValidationIssue[],
  depth = 0,
): unknown {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      issue(issues, loc, 'Input should be a finite number');
      return value;
    }
    return value !== 0 && Math.abs(value) < SMALLEST_NORMAL ? Math.sign(value) * SMALLEST_NORMAL : value;
  }
  if (typeof value === 'string') {
    // Bodies say what their text may hold themselves (text-schemas.ts; the login merge lists old names it
    // keeps out rather than refusing the list): NUL is checked in path and query values only.
    if (loc[0] !== 'body' && value.includes(NUL)) issue(issues, loc, 'Text must not contain NUL characters');
    return value;
  }
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value) || depth > 32) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = storable(value[i], [...loc, i], issues, depth + 1);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record))
    record[key] = storable(record[key], [...loc, key], issues, depth + 1);
  return record;
}

/** A 422 lists the first problem found, as the validator does (allErrors is off). */
function issue(issues: ValidationIssue[], loc: (string | number)[], msg: string): void {
  if (issues.length === 0) issues.push({ loc, msg, type: 'value_error' });
}

interface RouteSchema {
  params?: { properties?: Record<string, unknown> };
  querystring?: { properties?: Record<string, unknown> };
  body?: unknown;
}

/** The declared values of `values` (path or query): unknown query parameters reach no handler. */
function checkDeclared(
  values: unknown,
  schema: RouteSchema['params'],
  loc: string,
  issues: ValidationIssue[],
): void {
  if (schema?.properties === undefined || values === null || typeof values !== 'object') return;
  const record = values as Record<string, unknown>;
  for (const name of Object.keys(schema.properties)) {
    if (name in record) record[name] = storable(record[name], [loc, name], issues);
  }
}

export function registerStorableValues(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const schema = request.routeOptions.schema as RouteSchema | undefined;
    if (schema === undefined) return;
    const issues: ValidationIssue[] = [];
    checkDeclared(request.params, schema.params, 'path', issues);
    checkDeclared(request.query, schema.querystring, 'query', issues);
    if (schema.body !== undefined) request.body = storable(request.body, ['body'], issues);
    throwIfIssues(issues);
  });
}
