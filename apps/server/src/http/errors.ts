// The one error type and the one translation point from errors to HTTP answers (DESIGN §4.8, STYLE §4).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issuesFromSchemaErrors, type ValidationIssue } from './validation-issues.js';

export type { ValidationIssue } from './validation-issues.js';

export type AppErrorCode =
  | 'not_found'
  | 'forbidden'
  | 'unauthorized'
  | 'conflict'
  | 'validation'
  | 'gone'
  | 'bad_request'
  | 'too_many_requests';

const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  validation: 422,
  too_many_requests: 429,
};

/** Thrown by services for every expected failure; routes never catch it. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** For `validation`: the individual problems; without them the message becomes one body-level issue. */
    readonly details?: readonly ValidationIssue[],
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
  }
}

/** A 429 that tells the client when to try again (Retry-After, in seconds). */
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too_many_requests', message);
  }
}

/** A `validation` AppError for one field, e.g. `validationError(['body', 'end_time'], 'End time is before start time')`. */
export function validationError(loc: ValidationIssue['loc'], msg: string, type = 'value_error'): AppError {
  return new AppError('validation', msg, [{ loc, msg, type }]);
}

/** Answers every issue in one 422, if there are any. */
export function throwIfIssues(issues: readonly ValidationIssue[]): void {
  if (issues.length > 0) throw new AppError('validation', issues[0]?.msg ?? 'Invalid input', issues);
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('application/json; charset=utf-8').send({ detail: 'Not Found' });
}

function sendIssues(reply: FastifyReply, issues: readonly ValidationIssue[]): FastifyReply {
  return reply.code(422).type('application/json; charset=utf-8').send({ detail: issues });
}

function sendDetail(reply: FastifyReply, status: number, detail: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ detail });
}

// Body-parser failures are the client's malformed input: the spec's 422 shape, located at the body.
const BODY_PARSE_ISSUES: Record<string, ValidationIssue> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { loc: ['body'], msg: 'Field required', type: 'missing' },
};

export function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.code === 'validation') {
      return sendIssues(reply, error.details ?? [{ loc: ['body'], msg: error.message, type: 'value_error' }]);
    }
    // RFC 9110 §11.6.1: a 401 names the scheme the client should use.
    if (error.code === 'unauthorized') reply.header('www-authenticate', 'Bearer');
    if (error instanceof TooManyRequestsError) reply.header('retry-after', error.retryAfterSeconds);
    return sendDetail(reply, error.statusCode, error.message);
  }
  if (error.validation) {
    return sendIssues(reply, issuesFromSchemaErrors(error.validation, error.validationContext, request));
  }
  const parseIssue = error.code === undefined ? undefined : BODY_PARSE_ISSUES[error.code];
  if (parseIssue) return sendIssues(reply, [parseIssue]);

  // PostgreSQL's query_canceled: the statement timeout (issue 17 finding 6) ended a query that ran too long.
  if ((error as { code?: unknown }).code === '57014') {
    request.log.warn({ err: error }, 'query ended by the statement timeout');
    reply.header('retry-after', 30);
    return sendDetail(
      reply,
      503,
      'Service Unavailable: the request took too long. Narrow it or try again later.',
    );
  }
  // Issue 17 'Faults': PostgreSQL restarting or out of reach is a passing state, not a bug. The pool drops the
  // broken connections and connects anew on the next query, so the client is told to retry, and the server
  // recovers without a restart.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', 5);
    return sendDetail(reply, 503, 'Service Unavailable: the database cannot be reached. Try again shortly.');
  }
  const status = error.statusCode ?? 500;
  // 4xx errors from Fastify and its plugins (413 body too large, 415 media type, 429 rate limit…)
  // carry messages written for clients; anything else may leak internals.
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'client error');
    return sendDetail(reply, status, error.message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendDetail(reply, 500, 'Internal Server Error');
}

/**
 * Errors of a database that is restarting, shutting down or unreachable: the socket's (refused, reset, timed
 * out), node-postgres' own for a connection that ended mid-query, and PostgreSQL's SQLSTATE classes 08
 * (connection exception) and 57P01–57P03 (administrator or crash shutdown, not yet accepting connections).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
]);

export function isDatabaseUnavailable(error: { code?: unknown; message?: unknown }): boolean {
  const { code, message } = error;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return (
    typeof message === 'string' &&
    (message.startsWith('Connection terminated') || message === 'timeout exceeded when trying to connect')
  );
}

/** Installs the error contract on the root instance; child plugins inherit it. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
  // The request id goes back to the client so a bug report can be matched to the server log.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

/** Fastify's `frameworkErrors` option: malformed URLs answer in the same shape as every other error. */
export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return sendDetail(reply, error.statusCode ?? 400, error.message);
}
