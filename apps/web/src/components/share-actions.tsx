// Share and Copy Link buttons of the event and source pages (spec §2). Share opens the device's
// share sheet (Web Share API); where there is none, a small popover offers e-mail and copying.
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicPageUrl } from '../config';
import { copyText, mailtoLink, type ShareData, shareLink } from './share-link';
import { showToast } from './toast/toast-store';

// The popover is React Aria's overlay code: loaded when a device without a share sheet first needs it, not with
// every event and source page (issue 18 'Fast pages').
const ShareFallback = lazy(() => import('./share-fallback'));

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
  const [isFallbackWanted, setFallbackWanted] = useState(false);
  const data = (): ShareData => ({ url: url ?? publicPageUrl(), title, text });

  async function copy() {
    setFallbackOpen(false);
    const copied = await copyText(data().url);
    showToast(copied ? 'success' : 'error', t(copied ? 'share.linkCopied' : 'share.copyFailed'));
  }

  async function share() {
    const outcome = await shareLink(data());
    if (outcome !== 'unsupported') return;
    setFallbackWanted(true);
    setFallbackOpen(true);
  }

  return (
    <>
      <button ref={shareButton} type="button" className={actionButtonClass} onClick={() => void share()}>
        {t('share.share')}
      </button>
      <button type="button" className={actionButtonClass} onClick={() => void copy()}>
        {t('share.copyLink')}
      </button>
      {isFallbackWanted && (
        <Suspense fallback={null}>
          <ShareFallback
            triggerRef={shareButton}
            isOpen={isFallbackOpen}
            onOpenChange={setFallbackOpen}
            mailto={mailtoLink(data())}
            onCopy={() => void copy()}
          />
        </Suspense>
      )}
    </>
  );
}
