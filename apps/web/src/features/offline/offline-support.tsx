// The installable app's part of every screen (issue 14): the manifest of the page's language, the
// offline banner with the time of the offline copies shown, and the update prompt.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../constants';
import { localeOf } from '../../i18n/dates';
import { useLanguage } from '../../i18n/use-language';
import { useIsOnline } from './connection-status';
import { manifestPathOf } from './manifest-path';
import { useOldestOfflineCopy } from './offline-copies';
import { dispatchUpdate, useUpdatePrompt } from './service-worker';
import { hasUnsavedInput, watchFormInput } from './unsaved-input';

function useManifestOfLanguage(language: Language): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (link) link.href = manifestPathOf(language);
  }, [language]);
}

function formatFetchedAt(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

function ConnectionNotice() {
  const { t } = useTranslation();
  const language = useLanguage();
  const isOnline = useIsOnline();
  // The navigation effects (app/navigation-effects.tsx) forget the copies a screen left behind.
  const fetchedAt = useOldestOfflineCopy();
  if (isOnline && fetchedAt === undefined) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950">
      {!isOnline && <p data-testid="offline-banner">{t('offline.offline')}</p>}
      {fetchedAt !== undefined && (
        <p data-testid="offline-copy">
          {t('offline.fetchedAt', { time: formatFetchedAt(fetchedAt, language) })}
        </p>
      )}
    </div>
  );
}

function UpdatePromptBar() {
  const { t } = useTranslation();
  const prompt = useUpdatePrompt();
  if (prompt !== 'available' && prompt !== 'wouldLoseInput') return null;
  const wouldLoseInput = prompt === 'wouldLoseInput';
  const button = 'rounded-lg px-3 py-1.5 font-medium ring-1 ring-white/40 hover:bg-white/10';
  return (
    <div
      role="alertdialog"
      aria-labelledby="update-prompt-text"
      className="fixed inset-x-0 bottom-20 z-[55] mx-auto flex w-[calc(100%-1.5rem)] max-w-md flex-wrap items-center gap-3 rounded-xl bg-ink-900 px-4 py-3 text-sm text-white shadow-lg s:bottom-4"
    >
      <p id="update-prompt-text" className="flex-1">
        {t(wouldLoseInput ? 'offline.updateWouldLoseInput' : 'offline.updateAvailable')}
      </p>
      <button
        type="button"
        className={button}
        onClick={() =>
          dispatchUpdate(
            wouldLoseInput
              ? { type: 'reloadAnywayClicked' }
              : { type: 'reloadClicked', hasUnsavedInput: hasUnsavedInput() },
          )
        }
      >
        {t(wouldLoseInput ? 'offline.reloadAnyway' : 'offline.reload')}
      </button>
      <button type="button" className={button} onClick={() => dispatchUpdate({ type: 'laterClicked' })}>
        {t('offline.later')}
      </button>
    </div>
  );
}

export function OfflineSupport() {
  useManifestOfLanguage(useLanguage());
  useEffect(() => watchFormInput(document), []);
  return (
    <>
      <ConnectionNotice />
      <UpdatePromptBar />
    </>
  );
}
