// Spec §8 "Global handling of a failed response" as a pure decision; app/providers.tsx acts on it.
import { ApiError, NoResponseError } from './api-error';

export type FailedResponseAction =
  /** Show an error toast with the text of this i18n key. */
  | {
      kind: 'toast';
      key: 'errors.lostConnection' | 'errors.searchNeedsConnection' | 'errors.unknown';
      clearLoading: boolean;
    }
  /** Show server messages, each translated when the app knows it; a list shows as '- msg' lines. */
  | { kind: 'toast-text'; messages: string[]; asList: boolean }
  | { kind: 'navigate'; to: 'notFound' | 'internalError' }
  /** 410 (the screen shows "the event is gone") and user-aborted requests. */
  | { kind: 'ignore' };

// The event and source searches (and their counts), and the list of all events that a search without a
// place reads: the server's index, which no offline copy can stand in for.
const SEARCH_PATH = /^\/v1\/(?:event\/all|(?:event|source)\/(?:perimeter|address)-search(\/count)?)$/;

function noResponseAction(error: NoResponseError, isOffline: boolean): FailedResponseAction {
  const search = SEARCH_PATH.exec(new URL(error.request.url).pathname);
  if (!isOffline || error.request.method !== 'POST' || search === null) {
    return { kind: 'toast', key: 'errors.lostConnection', clearLoading: true };
  }
  // Issue 14: a search while offline says that it needs a connection, once (its count stays quiet).
  return search[1] === undefined
    ? { kind: 'toast', key: 'errors.searchNeedsConnection', clearLoading: true }
    : { kind: 'ignore' };
}

/** `isOffline`: the device says it has no network (navigator.onLine is false). */
export function decideFailedResponse(error: unknown, isOffline = false): FailedResponseAction {
  if (error instanceof NoResponseError) return noResponseAction(error, isOffline);
  if (!(error instanceof ApiError)) return { kind: 'toast', key: 'errors.unknown', clearLoading: false };
  // An abort is the app's own doing (a newer search replaced the request), not a failure to report.
  if (error.isAborted) return { kind: 'ignore' };

  const { status, detail } = error;
  if (status === 404) return { kind: 'navigate', to: 'notFound' };
  if (status === 410) return { kind: 'ignore' };
  if (status === 422 || status >= 500) return { kind: 'navigate', to: 'internalError' };
  if (typeof detail === 'string') return { kind: 'toast-text', messages: [detail], asList: false };
  if (detail !== undefined && detail.length === 1 && detail[0] !== undefined) {
    return { kind: 'toast-text', messages: [detail[0].msg], asList: false };
  }
  if (detail !== undefined && detail.length > 1) {
    return { kind: 'toast-text', messages: detail.map((issue) => issue.msg), asList: true };
  }
  return { kind: 'toast', key: 'errors.unknown', clearLoading: false };
}

/** The toast text of a `toast-text` action, after each message went through `translate`. */
export function formatMessages(
  action: { messages: string[]; asList: boolean },
  translate: (text: string) => string,
) {
  const translated = action.messages.map(translate);
  return action.asList ? translated.map((message) => `- ${message}`).join('\n') : translated.join('\n');
}
