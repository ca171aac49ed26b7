// The Report action of the event page (spec §2): a reason (and optionally an e-mail for questions)
// sent to POST /v1/event/{id}/report, where the platform admins read it. React Aria's modal traps
// focus, closes on Escape and returns focus to the Report button. The reason field takes the focus
// when the dialog opens, so typing starts there (issue 20), and what was typed stays until it is sent.
// The app checks the fields itself (noValidate): its messages are in the page's language.
import { type FormEvent, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useFocusFirstInvalid } from '../../components/focus-first-invalid';
import { primaryButtonClass, TextField } from '../../components/form-field';
import { showToast } from '../../components/toast/toast-store';
import { useReportEvent } from './api';

/** The server's limit on a reason (EventReportBodySchema). */
export const REPORT_REASON_MAX_LENGTH = 2000;

// Roughly the server's e-mail format (a dot in the domain): something@something.something.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Problems {
  reason?: string;
  email?: string;
}

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
  const [problems, setProblems] = useState<Problems>({});
  const { formRef, requestFocus } = useFocusFirstInvalid();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Problems = {
      ...(reason.trim() === '' && { reason: t('formProblems.required') }),
      ...(email.trim() !== '' && !EMAIL.test(email.trim()) && { email: t('formProblems.invalidEmail') }),
    };
    setProblems(found);
    if (found.reason !== undefined || found.email !== undefined) {
      requestFocus();
      return;
    }
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
          <form ref={formRef} noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
            <TextField
              label={t('eventDetail.reportReason')}
              isRequired
              rows={5}
              maxLength={REPORT_REASON_MAX_LENGTH}
              value={reason}
              onChange={(value) => {
                setReason(value);
                setProblems((current) => ({ ...current, reason: undefined }));
              }}
              error={problems.reason}
              autoFocus
            />
            <TextField
              label={t('eventDetail.reportEmail')}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(value) => {
                setEmail(value);
                setProblems((current) => ({ ...current, email: undefined }));
              }}
              error={problems.email}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <button
                type="button"
                onClick={() => onOpenChange(false)}
                className="min-h-11 rounded-full px-4 font-semibold text-ink-700 hover:bg-ink-50"
              >
                {t('eventDetail.cancel')}
              </button>
              <button type="submit" disabled={report.isPending} className={primaryButtonClass}>
                {t('eventDetail.reportSend')}
              </button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
