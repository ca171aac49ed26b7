// The Report action of the event page (spec §2): a reason (and optionally an e-mail for questions)
// sent to POST /v1/event/{id}/report, where the platform admins read it. React Aria's modal traps
// focus, closes on Escape and returns focus to the Report button.
import { type FormEvent, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../components/toast/toast-store';
import { useReportEvent } from './api';

/** The server's limit on a reason (EventReportBodySchema). */
export const REPORT_REASON_MAX_LENGTH = 2000;

const fieldClass =
  'mt-1 w-full rounded-xl border border-ink-200 bg-white px-3 py-2 text-ink-900 focus:border-brand-500 focus:outline-none';

export function ReportDialog({
  eventId,
  isOpen,
  onOpenChange,
}: {
  eventId: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  const report = useReportEvent(eventId);
  const [reason, setReason] = useState('');
  const [email, setEmail] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim() === '') return;
    report.mutate(
      { reason: reason.trim(), ...(email.trim() !== '' && { contact_email: email.trim() }) },
      {
        onSuccess: () => {
          showToast('success', t('eventDetail.reportSent'));
          setReason('');
          setEmail('');
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-40 grid place-items-center bg-ink-900/40 p-4"
    >
      <Modal className="w-full max-w-lg rounded-3xl bg-white p-6 shadow-2xl outline-none">
        <Dialog className="outline-none">
          <Heading slot="title" className="text-xl font-bold text-ink-900">
            {t('eventDetail.reportTitle')}
          </Heading>
          <p className="mt-2 text-sm text-ink-500">{t('eventDetail.reportIntro')}</p>
          <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
            <label className="block text-sm font-semibold text-ink-800">
              {t('eventDetail.reportReason')} *
              <textarea
                required
                rows={5}
                maxLength={REPORT_REASON_MAX_LENGTH}
                value={reason}
                onChange={(change) => setReason(change.target.value)}
                className={fieldClass}
              />
            </label>
            <label className="block text-sm font-semibold text-ink-800">
              {t('eventDetail.reportEmail')}
              <input
                type="email"
                autoComplete="email"
                maxLength={254}
                value={email}
                onChange={(change) => setEmail(change.target.value)}
                className={fieldClass}
              />
            </label>
            <div className="flex flex-wrap justify-end gap-2">
              <button
                type="button"
                onClick={() => onOpenChange(false)}
                className="min-h-11 rounded-full px-4 font-semibold text-ink-700 hover:bg-ink-50"
              >
                {t('eventDetail.cancel')}
              </button>
              <button
                type="submit"
                disabled={report.isPending || reason.trim() === ''}
                className="min-h-11 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
              >
                {t('eventDetail.reportSend')}
              </button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
