// The page the invitation mail links to (decision 029): /{language}/invitation?token=…. Logged in, the person
// accepts and then administers the source ('Administrator added.'); logged out, it says to log in (or register)
// with the invited address and offers both. The server decides whether the account may take the invitation.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { primaryButtonClass } from '../components/form-field';
import { TextPageLayout } from '../components/page-layouts';
import { actionButtonClass } from '../components/share-actions';
import { showToast } from '../components/toast/toast-store';
import { useSession, useSessionActions } from '../features/session/session-context';
import { useAcceptInvitation } from '../features/source-admin/api';
import { messageTranslator } from '../i18n/translate-message';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';

export default function SourceInvitationScreen() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const { reload } = useSessionActions();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const accept = useAcceptInvitation();
  const [acceptedSourceId, setAcceptedSourceId] = useState<number>();
  const [refusal, setRefusal] = useState<string>();

  function submit() {
    setRefusal(undefined);
    accept.mutate(token, {
      onSuccess: async (result) => {
        if (!('sourceId' in result)) {
          setRefusal((await messageTranslator(i18n))(result.refused));
          return;
        }
        // The session's administered sources open the source's edit page (its guard reads them).
        await reload();
        setAcceptedSourceId(result.sourceId);
        showToast('success', t('success.administratorAdded'));
      },
    });
  }

  return (
    <TextPageLayout>
      <div className="mx-auto max-w-md">
        <h1 className="text-3xl font-bold text-ink-900 s:text-4xl">{t('screens.sourceInvitation')}</h1>
        {token === '' ? (
          <p className="mt-6 text-ink-700">{t('sourceAdmin.noInvitationToken')}</p>
        ) : acceptedSourceId !== undefined ? (
          <>
            <p className="mt-6 text-ink-700">{t('sourceAdmin.acceptedIntro')}</p>
            <Link
              to={paths.sourceEdit(language, String(acceptedSourceId))}
              className={`${primaryButtonClass} mt-4`}
            >
              {t('sourceAdmin.editTheSource')}
            </Link>
          </>
        ) : session.isRestoring ? null : !session.isLoggedIn ? (
          <>
            <p className="mt-6 text-ink-700">{t('sourceAdmin.invitationIntro')}</p>
            <p className="mt-3 text-ink-700">{t('sourceAdmin.logInToAccept')}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <Link to={paths.login(language)} className={primaryButtonClass}>
                {t('sourceAdmin.logInToAdminister')}
              </Link>
              <Link to={paths.register(language)} className={actionButtonClass}>
                {t('sourceAdmin.registerToAdminister')}
              </Link>
            </div>
          </>
        ) : (
          <>
            <p className="mt-6 text-ink-700">{t('sourceAdmin.invitationIntro')}</p>
            {refusal !== undefined && (
              <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-red-800">
                {refusal}
              </p>
            )}
            <button
              type="button"
              onClick={submit}
              disabled={accept.isPending}
              className={`${primaryButtonClass} mt-4`}
            >
              {t('sourceAdmin.acceptInvitation')}
            </button>
          </>
        )}
      </div>
    </TextPageLayout>
  );
}
