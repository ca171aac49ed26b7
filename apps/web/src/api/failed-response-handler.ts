// Acts on spec §8 "Global handling of a failed response" (decided in api/failed-response.ts):
// toasts, the error pages and clearing the loading overlay.
import type { i18n as I18n } from 'i18next';
import { clearLoading } from '../components/loading/loading-store';
import { showToast } from '../components/toast/toast-store';
import { DEFAULT_LANGUAGE, isSupportedLanguage } from '../constants';
import { translateMessage } from '../i18n/translate-message';
import { paths } from '../paths';
import { decideFailedResponse, formatMessages } from './failed-response';

export interface FailedResponseContext {
  i18n: I18n;
  navigate(to: string, options: { replace: boolean }): unknown;
}

export function handleFailedResponse(error: unknown, { i18n, navigate }: FailedResponseContext): void {
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
      showToast(
        'error',
        formatMessages(action, (text) => translateMessage(i18n, text)),
      );
      return;
  }
}
