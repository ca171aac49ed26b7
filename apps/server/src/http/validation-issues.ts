// Turns AJV schema errors into FastAPI/pydantic-style issues: {loc: ['body', 'radius_km'], msg, type}.
// The web client and API users expect this shape for every 422 (spec §8, DESIGN §4.8).
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { PATTERN_MESSAGES } from './text-schemas.js';

export interface ValidationIssue {
  loc: (string | number)[];
  msg: string;
  type: string;
  /** What a client needs to word an issue of a route's own type (http/error-schemas.ts). */
  ctx?: Readonly<Record<string, string | number | undefined>>;
}

// Fastify's names for the request parts → the names FastAPI puts first in `loc`.
const LOCATION_BY_CONTEXT: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

const TYPE_ISSUES: Record<string, { type: string; msg: string }> = {
  integer: { type: 'int_parsing', msg: 'Input should be a valid integer' },
  number: { type: 'float_parsing', msg: 'Input should be a valid number' },
  string: { type: 'string_type', msg: 'Input should be a valid string' },
  boolean: { type: 'bool_parsing', msg: 'Input should be a valid boolean' },
  array: { type: 'list_type', msg: 'Input should be a valid list' },
  object: { type: 'dict_type', msg: 'Input should be a valid dictionary' },
  null: { type: 'none_required', msg: 'Input should be None' },
};

const FORMAT_ISSUES: Record<string, { type: string; msg: string }> = {
  'date-time': { type: 'datetime_parsing', msg: 'Input should be a valid datetime' },
  date: { type: 'date_parsing', msg: 'Input should be a valid date' },
  time: { type: 'time_parsing', msg: 'Input should be a valid time' },
  email: { type: 'value_error', msg: 'value is not a valid email address' },
  uri: { type: 'url_parsing', msg: 'Input should be a valid URL' },
  uuid: { type: 'uuid_parsing', msg: 'Input should be a valid UUID' },
};

function quoted(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
}

/** pydantic's wording: "Input should be 'en' or 'de'", "'a', 'b' or 'c'". */
function oneOfMessage(values: readonly unknown[]): string {
  const parts = values.map(quoted);
  const last = parts.pop();
  return `Input should be ${parts.length > 0 ? `${parts.join(', ')} or ${last}` : last}`;
}

function pathSegments(instancePath: string): (string | number)[] {
  if (instancePath === '') return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((raw) => {
      const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      return /^\d+$/.test(segment) ? Number(segment) : segment;
    });
}

// Issue 17 finding 6: offsets are capped so deep pages stay cheap; the answer says how to see more instead.
function isOffset(error: FastifySchemaValidationError): boolean {
  return /(^|\/)offset$/.test(error.instancePath);
}

function offsetCapMessage(limit: unknown): string {
  return (
    `Input should be less than or equal to ${limit}: pages end there. ` +
    'Narrow the search instead (a smaller area, a shorter time span, topics, event types or a keyword).'
  );
}

function describe(error: FastifySchemaValidationError): { type: string; msg: string; field?: string } {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { type: 'missing', msg: 'Field required', field: String(params.missingProperty) };
    case 'additionalProperties':
      return {
        type: 'extra_forbidden',
        msg: 'Extra inputs are not permitted',
        field: String(params.additionalProperty),
      };
    case 'type': {
      const expected = String(params.type)
        .split(',')
        .find((t) => t !== 'null');
      return TYPE_ISSUES[expected ?? 'null'] ?? { type: 'type_error', msg: `Input should be ${params.type}` };
    }
    case 'maximum':
      if (isOffset(error)) return { type: 'less_than_equal', msg: offsetCapMessage(params.limit) };
      return { type: 'less_than_equal', msg: `Input should be less than or equal to ${params.limit}` };
    case 'exclusiveMaximum':
      return { type: 'less_than', msg: `Input should be less than ${params.limit}` };
    case 'minimum':
      return { type: 'greater_than_equal', msg: `Input should be greater than or equal to ${params.limit}` };
    case 'exclusiveMinimum':
      return { type: 'greater_than', msg: `Input should be greater than ${params.limit}` };
    case 'multipleOf':
      return { type: 'multiple_of', msg: `Input should be a multiple of ${params.multipleOf}` };
    case 'minLength':
      return { type: 'string_too_short', msg: `String should have at least ${params.limit} characters` };
    case 'maxLength':
      return { type: 'string_too_long', msg: `String should have at most ${params.limit} characters` };
    case 'minItems':
      return { type: 'too_short', msg: `List should have at least ${params.limit} items` };
    case 'maxItems':
      return { type: 'too_long', msg: `List should have at most ${params.limit} items` };
    case 'uniqueItems':
      return { type: 'value_error', msg: 'List items should be unique' };
    case 'pattern':
      return {
        type: 'string_pattern_mismatch',
        msg: PATTERN_MESSAGES[String(params.pattern)] ?? `String should match pattern '${params.pattern}'`,
      };
    case 'format':
      return (
        FORMAT_ISSUES[String(params.format)] ?? {
          type: 'value_error',
          msg: `Input should match format ${params.format}`,
        }
      );
    case 'enum':
      return { type: 'enum', msg: oneOfMessage((params.allowedValues as unknown[] | undefined) ?? []) };
    case 'const':
      return { type: 'literal_error', msg: oneOfMessage([params.allowedValue]) };
    default:
      return { type: 'value_error', msg: error.message ?? 'Invalid value' };
  }
}

/**
 * AJV reports a failed `anyOf` as one error per branch followed by the `anyOf` error itself.
 * TypeBox writes a union of literals (`'en' | 'de'`) as anyOf of consts: report that as one `enum`
 * issue; for other unions report the first branch's problem at the union's location.
 */
function collapseUnions(errors: readonly FastifySchemaValidationError[]): FastifySchemaValidationError[] {
  const result: FastifySchemaValidationError[] = [];
  let pending: FastifySchemaValidationError[] = [];
  for (const error of errors) {
    if (error.keyword !== 'anyOf') {
      pending.push(error);
      continue;
    }
    const branchPrefix = `${error.schemaPath}/`;
    const branches = pending.filter((e) => e.schemaPath.startsWith(branchPrefix));
    pending = pending.filter((e) => !e.schemaPath.startsWith(branchPrefix));
    result.push(...pending);
    pending = [];
    const first = branches[0];
    if (branches.length > 0 && branches.every((e) => e.keyword === 'const')) {
      const allowedValues = branches.map((e) => (e.params as Record<string, unknown>).allowedValue);
      result.push({ ...error, keyword: 'enum', params: { allowedValues } });
    } else if (first) {
      result.push({ ...first, instancePath: error.instancePath });
    } else {
      result.push(error);
    }
  }
  return [...result, ...pending];
}

export function issuesFromSchemaErrors(
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
  request: FastifyRequest,
): ValidationIssue[] {
  const root = LOCATION_BY_CONTEXT[context ?? 'body'] ?? context ?? 'body';
  return collapseUnions(errors).map((error) => {
    const { type, msg, field } = describe(error);
    const loc = [root, ...pathSegments(error.instancePath), ...(field === undefined ? [] : [field])];
    // A JSON route called without any body: FastAPI reports the body itself as missing.
    if (root === 'body' && loc.length === 1 && error.keyword === 'type' && request.body == null) {
      return { loc, msg: 'Field required', type: 'missing' };
    }
    return { loc, msg, type };
  });
}
