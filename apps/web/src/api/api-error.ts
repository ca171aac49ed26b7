// The errors the API client throws (spec §8 "Status messages built into the API client").

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  422: 'Validation Error',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export const ABORTED_MESSAGE = 'The user aborted a request.';

/** One item of a 422 `detail` list (FastAPI shape, DESIGN §4.8). */
export interface ValidationIssue {
  loc?: readonly (string | number)[];
  msg: string;
  type?: string;
  /** The values a route's own issue types are worded with (e.g. the spreadsheet import's column). */
  ctx?: Readonly<Record<string, string | number | undefined>>;
}

/** A `detail` as the server sends it: a message, or a list of validation issues. */
export type ErrorDetail = string | readonly ValidationIssue[] | undefined;

export function statusMessage(status: number, statusText: string, body: unknown): string {
  const known = STATUS_MESSAGES[status];
  if (known !== undefined) return known;
  const bodyText = typeof body === 'string' ? body : JSON.stringify(body);
  return `Generic Error: status: ${status}; status text: ${statusText}; body: ${bodyText}`;
}

/** A non-2xx answer, or a request the user aborted (status 0, `isAborted`). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  /** The parsed JSON body, or the text when it is not JSON. */
  readonly body: unknown;
  readonly request: Request;
  readonly detail: ErrorDetail;
  readonly isAborted: boolean;

  constructor(init: {
    request: Request;
    status: number;
    statusText: string;
    body: unknown;
    isAborted?: boolean;
  }) {
    const isAborted = init.isAborted ?? false;
    super(isAborted ? ABORTED_MESSAGE : statusMessage(init.status, init.statusText, init.body));
    this.url = init.request.url;
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body;
    this.request = init.request;
    this.detail = detailOf(init.body);
    this.isAborted = isAborted;
  }
}

/** True for a request that was aborted (a logout, a query cancelled): nothing went wrong, so nothing to report. */
export function isAbortedRequest(error: unknown): boolean {
  return error instanceof ApiError && error.isAborted;
}

/** The request never got an answer (network down, server unreachable). */
export class NoResponseError extends Error {
  override readonly name = 'NoResponseError';
  readonly request: Request;

  constructor(request: Request, cause: unknown) {
    super(`No response from ${request.url}`, { cause });
    this.request = request;
  }
}

function detailOf(body: unknown): ErrorDetail {
  if (typeof body !== 'object' || body === null || !('detail' in body)) return undefined;
  const { detail } = body;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail) && detail.every(isValidationIssue)) return detail;
  return undefined;
}

function isValidationIssue(item: unknown): item is ValidationIssue {
  return typeof item === 'object' && item !== null && 'msg' in item && typeof item.msg === 'string';
}

/** Reads a failed response's body once: JSON when it parses, otherwise the text. */
export async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
