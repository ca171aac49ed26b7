// Spec §8 "Global handling of a failed response" as a pure decision; app/providers.tsx acts on it.
import { ApiError, NoResponseError } from './api-error';

export type FailedResponseAction =
  /** Show an error toast with the text of this i18n key. */
  | { kind: 'toast'; key: 'errors.lostConnection' | 'errors.unknown'; clearLoading: boolean }
  /** Show server messages, each translated when the app knows it; a list shows as '- msg' lines. */
  | { kind: 'toast-text'; messages: string[]; asList: boolean }
  | { kind: 'navigate'; to: 'notFound' | 'internalError' }
  /** 410 (the screen shows "the event is gone") and user-aborted requests. */
  | { kind: 'ignore' };

export function decideFailedResponse(error: unknown): FailedResponseAction {
  if (error instanceof NoResponseError) {
    return { kind: 'toast', key: 'errors.lostConnection', clearLoading: true };
  }
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
