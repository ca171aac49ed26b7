// Spec §2 screen "Settings", for everyone (spec §6); account parts only when logged in: who is
// logged in, the verification state with Resend Verification Mail, and deleting the account.
import { useTranslation } from 'react-i18next';
import { TextPageLayout } from '../components/page-layouts';
import { DeleteAccount } from '../features/account/delete-account';
import { SettingsForm } from '../features/account/settings-form';
import { ResendVerificationButton, VerificationFromLink } from '../features/account/verification';
import { useSessionActions } from '../features/session/session-context';

export default function SettingsScreen() {
  const { t } = useTranslation();
  const { profile } = useSessionActions();
  return (
    <TextPageLayout>
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold text-ink-900 s:text-4xl">{t('screens.settings')}</h1>
        <VerificationFromLink />
        {profile === undefined ? (
          <p className="mt-3 text-ink-700">{t('account.settingsAnonymous')}</p>
        ) : (
          <div className="mt-3 flex flex-col gap-3 text-ink-700">
            <p>{t('account.loggedInAs', { username: profile.username, email: profile.email })}</p>
            <p>{profile.verified ? t('account.verifiedStatus') : t('account.unverifiedStatus')}</p>
            {!profile.verified && (
              <div>
                <ResendVerificationButton />
              </div>
            )}
          </div>
        )}
        {/* Remounted when the session's user arrives or changes, so the fields start from it. */}
        <SettingsForm key={profile?.id ?? 'anonymous'} profile={profile} />
        {profile !== undefined && <DeleteAccount />}
      </div>
    </TextPageLayout>
  );
}
