// Spec §2 screen "Alerts": the alerts on this device (and, logged in, the account), each with its results,
// export links and delete (with confirmation); at most five, so the add action explains the limit instead.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';
import { primaryButtonClass } from '../components/form-field';
import { TextPageLayout } from '../components/page-layouts';
import { showToast } from '../components/toast/toast-store';
import { MAX_ALERTS_PER_USER } from '../constants';
import { deleteAlert } from '../features/alerts/alert-actions';
import { AlertCard } from '../features/alerts/alert-card';
import { useStoredAlerts } from '../features/alerts/alert-store';
import { useSession } from '../features/session';
import { useEventTypeOptions, useTopicOptions } from '../features/taxonomy/use-options';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';

export default function AlertsScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { isLoggedIn } = useSession();
  const alerts = Object.values(useStoredAlerts());
  const topics = useTopicOptions();
  const types = useEventTypeOptions();
  const [deleting, setDeleting] = useState<string | undefined>();
  const isFull = alerts.length >= MAX_ALERTS_PER_USER;

  const confirmDelete = async () => {
    if (deleting === undefined) return;
    const name = deleting;
    setDeleting(undefined);
    await deleteAlert(name, isLoggedIn);
    showToast('success', t('alerts.deleted'));
  };

  return (
    <TextPageLayout>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-ink-900 s:text-4xl">{t('screens.alerts')}</h1>
        {!isFull && (
          <Link to={paths.alertCreate(language)} className={primaryButtonClass}>
            {t('alerts.add')}
          </Link>
        )}
      </div>
      <p className="mt-2 text-ink-500">{t('alerts.intro')}</p>
      {isFull && (
        <p role="note" className="mt-3 rounded-xl bg-ink-50 px-4 py-3 text-ink-800">
          {t('alerts.limitReached', { max: MAX_ALERTS_PER_USER })}
        </p>
      )}
      {alerts.length === 0 ? (
        <p className="mt-6 text-ink-700">{t('alerts.none')}</p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {alerts.map((alert) => (
            <AlertCard
              key={alert.name}
              alert={alert}
              topicSummary={topics.summarize(alert.eventTopicIDs)}
              typeSummary={types.summarize(alert.eventTypeIDs)}
              resultsHref={paths.alertResults(language, alert.name)}
              onDelete={() => setDeleting(alert.name)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        onOpenChange={(isOpen) => !isOpen && setDeleting(undefined)}
        title={t('alerts.deleteAlert', { name: deleting ?? '' })}
        message={t('alerts.confirmDelete', { name: deleting ?? '' })}
        confirmLabel={t('alerts.delete')}
        onConfirm={() => void confirmDelete()}
      />
    </TextPageLayout>
  );
}
