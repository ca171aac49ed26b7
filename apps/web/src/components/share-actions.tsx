// Share and Copy Link buttons of the event and source pages (spec §2). Share opens the device's
// share sheet (Web Share API); where there is none, a small popover offers e-mail and copying.
import { useRef, useState } from 'react';
import { Dialog, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { publicPageUrl } from '../config';
import { copyText, mailtoLink, type ShareData, shareLink } from './share-link';
import { showToast } from './toast/toast-store';

export const actionButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-ink-200 bg-white px-4 ' +
  'text-sm font-semibold text-ink-800 transition hover:border-ink-300 hover:bg-ink-50 ' +
  'aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700';

export interface ShareActionsProps {
  title: string;
  text?: string;
  /** Defaults to the current page's URL (spec: Copy Link copies the current page URL). */
  url?: string;
}

export function ShareActions({ title, text, url }: ShareActionsProps) {
  const { t } = useTranslation();
  const shareButton = useRef<HTMLButtonElement>(null);
  const [isFallbackOpen, setFallbackOpen] = useState(false);
  const data = (): ShareData => ({ url: url ?? publicPageUrl(), title, text });

  async function copy() {
    setFallbackOpen(false);
    const copied = await copyText(data().url);
    showToast(copied ? 'success' : 'error', t(copied ? 'share.linkCopied' : 'share.copyFailed'));
  }

  async function share() {
    const outcome = await shareLink(data());
    if (outcome === 'unsupported') setFallbackOpen(true);
  }

  return (
    <>
      <button ref={shareButton} type="button" className={actionButtonClass} onClick={() => void share()}>
        {t('share.share')}
      </button>
      <button type="button" className={actionButtonClass} onClick={() => void copy()}>
        {t('share.copyLink')}
      </button>
      <Popover
        triggerRef={shareButton}
        isOpen={isFallbackOpen}
        onOpenChange={setFallbackOpen}
        placement="bottom start"
        className="min-w-56 rounded-2xl border border-ink-100 bg-white p-2 shadow-xl outline-none"
      >
        <Dialog aria-label={t('share.shareVia')} className="outline-none">
          <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">
            {t('share.shareVia')}
          </p>
          <a
            href={mailtoLink(data())}
            className="flex rounded-lg px-3 py-2.5 text-sm font-medium text-ink-800 hover:bg-ink-50"
            onClick={() => setFallbackOpen(false)}
          >
            {t('share.email')}
          </a>
          <button
            type="button"
            className="flex w-full rounded-lg px-3 py-2.5 text-left text-sm font-medium text-ink-800 hover:bg-ink-50"
            onClick={() => void copy()}
          >
            {t('share.copyLink')}
          </button>
        </Dialog>
      </Popover>
    </>
  );
}
