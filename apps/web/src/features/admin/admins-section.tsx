// Admin section "Admins" (spec §2, §6): the platform admins, add one by e-mail, un-adminify one after
// 'Are you sure you want to un-adminify the user?'.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFocusFirstInvalid } from '../../components/focus-first-invalid';
import { dangerButtonClass, primaryButtonClass, TextField } from '../../components/form-field';
import { showToast } from '../../components/toast/toast-store';
import { messageTranslator } from '../../i18n/translate-message';
import { useSession } from '../session';
import { type AdminUser, useAdmins, useMakeAdmin, useRemoveAdmin } from './api';

/** What the add form says about a failed make_admin: the field's problem, or a toast for the rest. */
export function makeAdminProblem(error: unknown): 'unknownEmail' | 'invalidEmail' | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 404) return 'unknownEmail';
  if (error.status === 422) return 'invalidEmail';
  return undefined;
}

/** Admins by user name, letter case ignored, so the list reads the same in every language. */
export function sortAdmins(admins: readonly AdminUser[]): AdminUser[] {
  return [...admins].sort((a, b) => a.username.localeCompare(b.username, undefined, { sensitivity: 'base' }));
}

export function AdminsSection() {
  const { t } = useTranslation();
  const admins = useAdmins();
  const session = useSession();
  const [removing, setRemoving] = useState<AdminUser | undefined>(undefined);
  const remove = useRemoveAdmin();

  return (
    <div className="grid gap-6">
      <p className="text-ink-600">{t('admin.adminsIntro')}</p>
      <AddAdminForm />
      {admins.data !== undefined && (
        <ul className="grid gap-2">
          {sortAdmins(admins.data).map((admin) => (
            <li
              key={admin.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-ink-100 bg-white px-4 py-3"
            >
              <span className="min-w-0 break-words">
                <span className="font-semibold text-ink-900">{admin.username}</span>
                {admin.id === session.user?.id && <span className="text-ink-500"> {t('admin.you')}</span>}
                <span className="block text-sm text-ink-500">{admin.email}</span>
              </span>
              <button
                type="button"
                disabled={remove.isPending}
                aria-label={t('admin.unadminifyNamed', { name: admin.username })}
                onClick={() => setRemoving(admin)}
                className={dangerButtonClass}
              >
                {t('admin.unadminify')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={removing !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen) setRemoving(undefined);
        }}
        title={t('admin.unadminifyTitle')}
        message={t('errors.unadminifyConfirm')}
        confirmLabel={t('admin.unadminify')}
        onConfirm={() => {
          if (removing === undefined) return;
          remove.mutate(removing.id, { onSuccess: () => showToast('success', t('admin.adminRemoved')) });
        }}
      />
    </div>
  );
}

function AddAdminForm() {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<'unknownEmail' | 'invalidEmail' | undefined>(undefined);
  const makeAdmin = useMakeAdmin();
  const { formRef, requestFocus } = useFocusFirstInvalid();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    makeAdmin.mutate(email.trim(), {
      onSuccess: () => {
        setEmail('');
        showToast('success', t('admin.adminAdded'));
      },
      onError: async (error) => {
        const found = makeAdminProblem(error);
        if (found !== undefined) {
          setProblem(found);
          requestFocus();
        } else {
          const detail =
            error instanceof ApiError && typeof error.detail === 'string' ? error.detail : undefined;
          const translate = await messageTranslator(i18n);
          showToast('error', detail === undefined ? t('errors.unknown') : translate(detail));
        }
      },
    });
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1 basis-64">
        <TextField
          label={t('admin.newAdminEmail')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
          isRequired
          error={
            problem === 'unknownEmail'
              ? t('admin.noUserWithEmail')
              : problem === 'invalidEmail'
                ? t('formProblems.invalidEmail')
                : undefined
          }
        />
      </div>
      <button type="submit" disabled={makeAdmin.isPending} className={primaryButtonClass}>
        {t('admin.addAdmin')}
      </button>
    </form>
  );
}
