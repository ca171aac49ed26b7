// Admin section "Reports" (issue 15): the events people reported, newest first, with the reason; open the
// event, dismiss the report (the event stays), or hide the event (unlisted; all its reports close). Hiding asks
// first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { dangerButtonClass } from '../../components/form-field';
import { showToast } from '../../components/toast/toast-store';
import { useLanguage } from '../../i18n/use-language';
import { paths } from '../../paths';
import { slugFor } from '../../slug';
import { formatEventDateTime } from '../events';
import { type EventReport, useEventReports, useHandleReport } from './api';

export function ReportsSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const reports = useEventReports();
  const handle = useHandleReport();
  const [hiding, setHiding] = useState<EventReport | undefined>(undefined);

  if (reports.data === undefined) return null;
  if (reports.data.length === 0) return <p className="text-ink-600">{t('admin.noReports')}</p>;
  return (
    <>
      <ul className="grid gap-3">
        {reports.data.map((report) => (
          <li key={report.id}>
            <article
              aria-label={report.event_name}
              className="grid gap-2 rounded-2xl border border-ink-100 bg-white px-4 py-3"
            >
              <h3 className="font-semibold text-ink-900">{report.event_name}</h3>
              <p className="text-sm text-ink-500">
                {t('admin.reportedAt', { time: formatEventDateTime(report.created_at, language) })}
                {report.event_hidden && ` · ${t('admin.eventHidden')}`}
              </p>
              <blockquote className="border-l-4 border-ink-200 pl-3 text-ink-800">{report.reason}</blockquote>
              {report.contact_email !== null && (
                <p className="text-sm text-ink-600">{report.contact_email}</p>
              )}
              <div className="flex flex-wrap gap-2">
                <Link
                  to={paths.eventDetail(language, slugFor(report.event_id, report.event_name))}
                  className="inline-flex min-h-11 items-center rounded-full border border-ink-200 px-4 font-semibold text-ink-800 hover:bg-ink-50"
                >
                  {t('admin.openEvent')}
                </Link>
                <button
                  type="button"
                  disabled={handle.isPending}
                  aria-label={t('admin.dismissNamed', { name: report.event_name })}
                  onClick={() =>
                    handle.mutate(
                      { reportId: report.id, action: 'dismiss' },
                      { onSuccess: () => showToast('success', t('admin.reportDismissed')) },
                    )
                  }
                  className="min-h-11 rounded-full border border-ink-200 px-4 font-semibold text-ink-800 hover:bg-ink-50"
                >
                  {t('admin.dismiss')}
                </button>
                {!report.event_hidden && (
                  <button
                    type="button"
                    disabled={handle.isPending}
                    aria-label={t('admin.hideEventNamed', { name: report.event_name })}
                    onClick={() => setHiding(report)}
                    className={dangerButtonClass}
                  >
                    {t('admin.hideEvent')}
                  </button>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={hiding !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen) setHiding(undefined);
        }}
        title={t('admin.hideEvent')}
        message={t('admin.hideEventConfirm', { name: hiding?.event_name ?? '' })}
        confirmLabel={t('admin.hideEvent')}
        onConfirm={() => {
          if (hiding === undefined) return;
          handle.mutate(
            { reportId: hiding.id, action: 'hide' },
            { onSuccess: () => showToast('success', t('admin.eventHiddenDone')) },
          );
        }}
      />
    </>
  );
}
