// A yes/no question before a destructive action (spec §2: removing an administrator, deleting a
// source or event). React Aria's alert dialog traps focus, closes on Escape and returns focus.
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel,
  onConfirm,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-40 grid place-items-center bg-ink-900/40 p-4"
    >
      <Modal className="w-full max-w-md rounded-3xl bg-white p-6 shadow-2xl outline-none">
        <Dialog role="alertdialog" className="outline-none">
          <Heading slot="title" className="text-xl font-bold text-ink-900">
            {title}
          </Heading>
          <p className="mt-2 text-ink-700">{message}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => onOpenChange(false)}
              className="min-h-11 rounded-full px-4 font-semibold text-ink-700 hover:bg-ink-50"
            >
              {t('confirm.cancel')}
            </button>
            <button
              type="button"
              onClick={() => {
                onOpenChange(false);
                onConfirm();
              }}
              className="min-h-11 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
            >
              {confirmLabel}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
