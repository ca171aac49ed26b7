// Acts on spec §8 "Global handling of a failed response" (decided in api/failed-response.ts):
// toasts, the error pages and clearing the loading overlay.
import type { i18n as I18n } from 'i18next';
import { clearLoading } from '../components/loading/loading-store';
import { showToast } from '../components/toast/toast-store';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from '../constants';
import { messageTranslator } from '../i18n/translate-message';
import { paths } from '../paths';
import { decideFailedResponse, formatMessages } from './failed-response';

export interface FailedResponseContext {
  i18n: I18n;
  navigate(to: string, options: { replace: boolean }): unknown;
}

/** Resolves once the action is taken: a server message's toast waits for the texts that translate it. */
export async function handleFailedResponse(
  error: unknown,
  { i18n, navigate }: FailedResponseContext,
): Promise<void> {
  const action = decideFailedResponse(error, typeof navigator !== 'undefined' && !navigator.onLine);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  switch (action.kind) {
    case 'ignore':
      return;
    case 'navigate':
      // Replace, so Back does not return to the failing page and fail again.
      void navigate(paths[action.to](language), { replace: true });
      return;
    case 'toast':
      if (action.clearLoading) clearLoading();
      showToast('error', i18n.t(action.key));
      return;
    case 'toast-text':
      showToast('error', formatMessages(action, await messageTranslator(i18n)));
      return;
  }
}
