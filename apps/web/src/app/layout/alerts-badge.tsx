// The warning badge on Alerts links while notifications are available (spec §2).
import { useTranslation } from 'react-i18next';

export function AlertsBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center ${className}`}>
      <span
        aria-hidden="true"
        className="flex size-4 items-center justify-center rounded-full bg-signal text-[10px] font-black text-ink-900 ring-2 ring-white"
      >
        !
      </span>
      <span className="sr-only">{t('nav.notificationsAvailable')}</span>
    </span>
  );
}
