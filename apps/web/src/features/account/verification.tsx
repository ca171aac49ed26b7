// Spec §4 "User account and e-mail verification": the link in the verification mail opens
// Settings with ?verify_token=…, which is confirmed once ('You are now verified.'); a logged-in,
// unverified user can have the mail sent again ('Verification mail sent.').
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showToast } from '../../components/toast/toast-store';
import { useSessionActions } from '../session';
import { useResendVerification, useVerifyEmail } from './account-api';
import { StatusPanel, secondaryButtonClass } from './form-fields';

export const VERIFY_TOKEN_PARAM = 'verify_token';

/** Confirms the token of the link once, then drops it from the address so a reload does not repeat it. */
export function VerificationFromLink() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const token = search.get(VERIFY_TOKEN_PARAM);
  const { mutate: verify, isSuccess } = useVerifyEmail();
  const { reload } = useSessionActions();
  const started = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    verify(token, {
      onSuccess: () => {
        void reload();
        setSearch(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete(VERIFY_TOKEN_PARAM);
            return next;
          },
          { replace: true },
        );
      },
    });
  }, [token, verify, reload, setSearch]);

  return isSuccess ? <StatusPanel title={t('success.verified')} /> : null;
}

export function ResendVerificationButton() {
  const { t } = useTranslation();
  const resend = useResendVerification();
  return (
    <button
      type="button"
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, { onSuccess: () => showToast('success', t('success.verificationMailSent')) })
      }
      className={secondaryButtonClass}
    >
      {t('forms.resendVerificationMail')}
    </button>
  );
}
