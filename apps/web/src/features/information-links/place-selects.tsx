// The Info screen's Country* and City selects (spec §2 "Info", §5: Country is required; no city
// means the country's data). Native selects: accessible and comfortable on phones.
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../i18n/dates';
import { useLanguage } from '../../i18n/use-language';
import type { InformationCountry } from './api';

const selectClass =
  'mt-1 block w-full rounded-xl border border-ink-200 bg-white px-3 py-2.5 text-ink-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-200';

export interface PlaceSelectsProps {
  countries: readonly InformationCountry[];
  cities: readonly string[];
  country: string | undefined;
  city: string | undefined;
  onCountryChange: (country: string) => void;
  onCityChange: (city: string | undefined) => void;
}

export function PlaceSelects({
  countries,
  cities,
  country,
  city,
  onCountryChange,
  onCityChange,
}: PlaceSelectsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const collator = new Intl.Collator(localeOf(language));
  const options = countries
    .map((entry) => ({ value: entry.code, label: language === 'de' ? entry.name_de : entry.name_en }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return (
    <div className="grid gap-4 s:grid-cols-2">
      <label className="block text-sm font-medium text-ink-700">
        {t('forms.country')}*
        <select
          className={selectClass}
          required
          aria-required="true"
          value={country ?? ''}
          onChange={(event) => onCountryChange(event.target.value)}
        >
          {country === undefined && (
            <option value="" disabled>
              {t('infoLinks.chooseCountry')}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-ink-700">
        {t('forms.city')}
        <select
          className={selectClass}
          value={city ?? ''}
          disabled={country === undefined}
          onChange={(event) => onCityChange(event.target.value === '' ? undefined : event.target.value)}
        >
          <option value="">{t('infoLinks.wholeCountry')}</option>
          {cities.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
