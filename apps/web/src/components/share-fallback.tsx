// The popover Share opens where the device has no share sheet (share-actions.tsx): e-mail and copying. A chunk of
// its own with React Aria's overlay code, loaded the first time it is needed (issue 18 'Fast pages').
import type { RefObject } from 'react';
import { Dialog, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export default function ShareFallback({
  triggerRef,
  isOpen,
  onOpenChange,
  mailto,
  onCopy,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  mailto: string;
  onCopy: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom start"
      className="min-w-56 rounded-2xl border border-ink-100 bg-white p-2 shadow-xl outline-none"
    >
      <Dialog aria-label={t('share.shareVia')} className="outline-none">
        <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">
          {t('share.shareVia')}
        </p>
        <a
          href={mailto}
          className="flex rounded-lg px-3 py-2.5 text-sm font-medium text-ink-800 hover:bg-ink-50"
          onClick={() => onOpenChange(false)}
        >
          {t('share.email')}
        </a>
        <button
          type="button"
          className="flex w-full rounded-lg px-3 py-2.5 text-left text-sm font-medium text-ink-800 hover:bg-ink-50"
          onClick={onCopy}
        >
          {t('share.copyLink')}
        </button>
      </Dialog>
    </Popover>
  );
}
