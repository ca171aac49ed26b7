// Full-screen loading overlay with an hourglass, shown only once loading has lasted longer than
// LOADING_INDICATOR_DELAY_MS (spec §2), so quick loads never flash it.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LOADING_INDICATOR_DELAY_MS } from '../../constants';
import { isLoading, subscribeToLoading } from './loading-store';

export function LoadingOverlay() {
  const { t } = useTranslation();
  const loading = useSyncExternalStore(subscribeToLoading, isLoading, isLoading);
  const [isShown, setShown] = useState(false);

  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), LOADING_INDICATOR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  if (!isShown) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex items-center justify-center bg-paper/70 backdrop-blur-[2px]"
    >
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-8 py-6 shadow-xl ring-1 ring-ink-900/5">
        <span aria-hidden="true" className="text-4xl motion-safe:animate-hourglass">
          ⌛
        </span>
        <span className="text-sm font-medium text-ink-700">{t('status.loading')}</span>
      </div>
    </div>
  );
}
