// The header's language menu (spec §2); the change itself is i18n/use-change-language.ts.
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '../../components/icons';
import { isSupportedLanguage, SUPPORTED_LANGUAGES } from '../../constants';
import { useChangeLanguage } from '../../i18n/use-change-language';
import { useLanguage } from '../../i18n/use-language';

export function LanguageSelector() {
  const { t } = useTranslation();
  const language = useLanguage();
  const changeLanguage = useChangeLanguage();

  async function change(value: string) {
    if (isSupportedLanguage(value)) await changeLanguage(value);
  }

  return (
    <label className="relative flex items-center rounded-full text-ink-700 ring-1 ring-ink-200 transition hover:ring-ink-300 focus-within:ring-2 focus-within:ring-brand-500">
      <span className="sr-only">{t('language.label')}</span>
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
    </label>
  );
}
