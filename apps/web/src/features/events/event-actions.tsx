// The event page's actions (spec §2): Share, Copy Link, Save, Export to Calendar, Report.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionButtonClass, ShareActions } from '../../components/share-actions';
import { showToast } from '../../components/toast/toast-store';
import { eventIcsUrl } from './api';
import type { Event } from './types';

// React Aria's modal and the form: loaded when Report is first pressed, not with every event page (issue 18 'Fast
// pages'). Once loaded it stays mounted, so what was typed stays until it is sent.
const ReportDialog = lazy(() =>
  import('./report-dialog').then((module) => ({ default: module.ReportDialog })),
);

export function EventActions({
  event,
  isSaved,
  onToggleSave,
}: {
  event: Event;
  isSaved: boolean;
  onToggleSave: () => boolean;
}) {
  const { t } = useTranslation();
  const [isReportOpen, setReportOpen] = useState(false);
  const [isReportWanted, setReportWanted] = useState(false);

  function toggleSave() {
    const saved = onToggleSave();
    showToast('success', t(saved ? 'eventDetail.eventSaved' : 'eventDetail.eventUnsaved'));
  }

  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('eventDetail.actions')}</legend>
      <ShareActions title={event.name} text={event.short_description ?? undefined} />
      {/* A stable name with aria-pressed; the visible "Saved" still starts with it (label in name). */}
      <button
        type="button"
        aria-pressed={isSaved}
        aria-label={t('eventDetail.save')}
        className={actionButtonClass}
        onClick={toggleSave}
      >
        {isSaved ? t('eventDetail.saved') : t('eventDetail.save')}
      </button>
      <a href={eventIcsUrl(event.id)} download className={actionButtonClass}>
        {t('forms.exportToCalendar')}
      </a>
      <button
        type="button"
        className={actionButtonClass}
        onClick={() => {
          setReportWanted(true);
          setReportOpen(true);
        }}
      >
        {t('forms.report')}
      </button>
      {isReportWanted && (
        <Suspense fallback={null}>
          <ReportDialog eventId={event.id} isOpen={isReportOpen} onOpenChange={setReportOpen} />
        </Suspense>
      )}
    </fieldset>
  );
}
