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

/** Resolves once the action is taken: a toast waits for the texts that say it. */
export async function handleFailedResponse(
  error: unknown,
  { i18n, navigate }: FailedResponseContext,
): Promise<void> {
  const action = decideFailedResponse(error, typeof navigator !== 'undefined' && !navigator.onLine);
  // Set from the start: i18next takes the first language at once and its texts after they load.
  const language = isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  switch (action.kind) {
    case 'ignore':
      return;
    case 'navigate':
      // Replace, so Back does not return to the failing page and fail again.
      void navigate(paths[action.to](language), { replace: true });
      return;
    case 'toast': {
      if (action.clearLoading) clearLoading();
      // Once the texts are in, not even a turn's wait: the toast shows with the failure.
      const loading = textsToWaitFor(i18n, language);
      if (loading !== undefined) await loading;
      showToast('error', i18n.t(action.key));
      return;
    }
    case 'toast-text': {
      const translate = await messageTranslator(i18n);
      await textsToWaitFor(i18n, language);
      showToast('error', formatMessages(action, translate));
      return;
    }
  }
}

/**
 * The load of the shown language's texts while they are not in yet. The app's first requests (an event page's data,
 * app/first-screen-data.ts) go out while the first language's texts load; one that fails before they are in would
 * otherwise toast a text's key ('errors.lostConnection') in place of the text.
 */
function textsToWaitFor(i18n: I18n, language: string): Promise<unknown> | undefined {
  return i18n.hasResourceBundle(language, 'translation') ? undefined : i18n.loadLanguages(language);
}
