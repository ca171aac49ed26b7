// The source form's administrators (spec §2, §6): the current ones, Add Administrator by e-mail (an invitation
// by mail since decision 029: 'Invitation sent.', listed as pending until accepted, and withdrawable) and
// removal confirmed with 'Are you sure you want to remove this admin?'.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFocusFirstInvalid } from '../../components/focus-first-invalid';
import { primaryButtonClass, TextField } from '../../components/form-field';
import { showToast } from '../../components/toast/toast-store';
import { useAddAdmin, useInvitations, useRemoveAdmin, useSourceAdmins, useWithdrawInvitation } from './api';
import type { SourceAdmin } from './types';

export function SourceAdminsSection({
  sourceId,
  currentUserId,
  onRemovedSelf,
}: {
  sourceId: number;
  currentUserId: number | undefined;
  /** The user removed themselves and no longer administers the source. */
  onRemovedSelf: () => void;
}) {
  const { t, i18n } = useTranslation();
  const admins = useSourceAdmins(sourceId);
  const invitations = useInvitations(sourceId);
  const withdraw = useWithdrawInvitation(sourceId);
  const add = useAddAdmin(sourceId);
  const remove = useRemoveAdmin(sourceId);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [toRemove, setToRemove] = useState<SourceAdmin>();
  const { formRef, requestFocus } = useFocusFirstInvalid();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '') {
      setEmailError(t('formProblems.required'));
      requestFocus();
      return;
    }
    add.mutate(email.trim(), {
      onSuccess: (result) => {
        if ('sent' in result) {
          showToast('success', t('success.invitationSent'));
          setEmail('');
          setEmailError(undefined);
        } else {
          setEmailError(
            'problem' in result
              ? t(`sourceAdmin.${result.problem}`)
              : (result.fieldErrors.email ?? t('formProblems.invalidEmail')),
          );
          requestFocus();
        }
      },
    });
  }

  return (
    <section aria-labelledby="source-admins" className="mt-10">
      <h2 id="source-admins" className="text-xl font-bold text-ink-900">
        {t('sourceAdmin.administrators')}
      </h2>
      <ul className="mt-3 divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white">
        {(admins.data ?? []).map((admin) => (
          <li key={admin.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
            <span className="min-w-0 break-words">
              <span className="font-semibold text-ink-900">{admin.username}</span>{' '}
              <span className="text-sm text-ink-500">{admin.email}</span>
              {admin.id === currentUserId && (
                <span className="text-sm text-ink-500"> {t('sourceAdmin.you')}</span>
              )}
            </span>
            <button
              type="button"
              aria-label={t('sourceAdmin.removeAdminLabel', { name: admin.username })}
              onClick={() => setToRemove(admin)}
              className="min-h-11 rounded-full px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
            >
              {t('sourceAdmin.removeAdmin')}
            </button>
          </li>
        ))}
      </ul>
      {(invitations.data ?? []).length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-bold text-ink-900">{t('sourceAdmin.pendingInvitations')}</h3>
          <ul className="mt-2 divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white">
            {(invitations.data ?? []).map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2">
                <span className="min-w-0 break-words">
                  <span className="font-semibold text-ink-900">{invitation.email}</span>{' '}
                  <span className="text-sm text-ink-500">
                    {invitation.invited_by !== null &&
                      `${t('sourceAdmin.invitedBy', { name: invitation.invited_by })}, `}
                    {t('sourceAdmin.pendingUntil', {
                      date: new Date(invitation.expires_at).toLocaleDateString(i18n.language),
                    })}
                  </span>
                </span>
                <button
                  type="button"
                  aria-label={t('sourceAdmin.withdrawLabel', { email: invitation.email })}
                  disabled={withdraw.isPending}
                  onClick={() =>
                    withdraw.mutate(invitation.id, {
                      onSuccess: () => showToast('success', t('sourceAdmin.invitationWithdrawn')),
                    })
                  }
                  className="min-h-11 rounded-full px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
                >
                  {t('sourceAdmin.withdraw')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-4 text-sm text-ink-500">{t('sourceAdmin.inviteHint')}</p>
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        className="mt-4 flex flex-col gap-3 s:flex-row s:items-end"
      >
        <div className="min-w-0 flex-1">
          <TextField
            label={t('sourceAdmin.newAdminEmail')}
            type="email"
            autoComplete="off"
            maxLength={320}
            value={email}
            onChange={setEmail}
            error={emailError}
          />
        </div>
        <button type="submit" disabled={add.isPending} className={`${primaryButtonClass} s:mb-[2px]`}>
          {t('forms.addAdministrator')}
        </button>
      </form>
      <ConfirmDialog
        isOpen={toRemove !== undefined}
        onOpenChange={(isOpen) => !isOpen && setToRemove(undefined)}
        title={t('sourceAdmin.removeAdminTitle')}
        message={t('errors.removeAdminConfirm')}
        confirmLabel={t('sourceAdmin.removeAdmin')}
        onConfirm={() => {
          if (toRemove === undefined) return;
          const removedId = toRemove.id;
          remove.mutate(removedId, {
            onSuccess: () => {
              showToast('success', t('sourceAdmin.adminRemoved'));
              if (removedId === currentUserId) onRemovedSelf();
            },
          });
        }}
      />
    </section>
  );
}
