// The language menu (spec §2) of the desktop header and of the phone's side menu; the change itself is
// i18n/use-change-language.ts. Logged in, the account's language follows, also when the switch comes
// before a stored session is restored (issue 20: the account and the shown language never disagree; the
// login applies the same rule, features/session/session-api.ts).
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../../components/icons';
import { isSupportedLanguage, SUPPORTED_LANGUAGES } from '../../constants';
import { useSessionActions } from '../../features/session/session-context';
import { useChangeLanguage } from '../../i18n/use-change-language';
import { useLanguage } from '../../i18n/use-language';

export function LanguageSelector({ showLabel = false }: { showLabel?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();
  const { languageChosen } = useSessionActions();

  async function change(value: string) {
    if (!isSupportedLanguage(value)) return;
    // Told first, with this render's session: the new language's texts may take a moment to load, and a session
    // restore answered meanwhile would leave this render's view of the account out of date.
    languageChosen(value);
    await changeLanguage(value);
  }

  return (
    <label className="flex items-center gap-3">
      <span className={showLabel ? 'text-[15px] font-medium text-ink-700' : 'sr-only'}>
        {t('language.label')}
      </span>
      <span className="relative flex items-center rounded-full text-ink-700 ring-1 ring-ink-200 transition hover:ring-ink-300 focus-within:ring-2 focus-within:ring-brand-500">
        <GlobeIcon className="pointer-events-none absolute left-2 size-4 m:left-2.5" />
        <select
          value={language}
          onChange={(event) => void change(event.target.value)}
          className="cursor-pointer appearance-none rounded-full bg-transparent py-1.5 pr-2.5 pl-7 text-[13px] font-medium outline-none m:pr-3 m:pl-8 m:text-sm"
        >
          {SUPPORTED_LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {t(`language.${code}`)}
            </option>
          ))}
        </select>
      </span>
    </label>
  );
}
