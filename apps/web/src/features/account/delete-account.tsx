// Spec §4: a user can delete their own account (DELETE /v1/user/me), after a confirmation; the
// session then ends like a logout and the visitor lands on home.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { dangerButtonClass } from '../../components/form-field';
import { showToast } from '../../components/toast/toast-store';
import { useLanguage } from '../../i18n/use-language';
import { paths } from '../../paths';
import { useSession } from '../session';
import { useDeleteMe } from './account-api';

export function DeleteAccount() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const session = useSession();
  const deleteMe = useDeleteMe();
  const [isConfirming, setConfirming] = useState(false);

  function remove() {
    deleteMe.mutate(undefined, {
      onSuccess: () => {
        session.logout();
        showToast('success', t('account.accountDeleted'));
        void navigate(paths.home(language));
      },
    });
  }

  return (
    <section aria-labelledby="delete-account" className="mt-12 border-t border-ink-100 pt-6">
      <h2 id="delete-account" className="text-lg font-bold text-ink-900">
        {t('account.dangerZone')}
      </h2>
      <button
        type="button"
        disabled={deleteMe.isPending}
        onClick={() => setConfirming(true)}
        className={`${dangerButtonClass} mt-4`}
      >
        {t('account.deleteAccount')}
      </button>
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={t('account.deleteTitle')}
        message={t('account.deleteText')}
        confirmLabel={t('account.deleteConfirm')}
        onConfirm={remove}
      />
    </section>
  );
}
