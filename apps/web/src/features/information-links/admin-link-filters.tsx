// The Information section's filters (admin-section.tsx): country, city and text.
import { useTranslation } from 'react-i18next';
import { fieldControlClass, TextField } from '../../components/form-field';
import { useLanguage } from '../../i18n/use-language';
import type { InformationLinkFilters } from './admin-api';
import { useInformationCountries } from './api';

export function LinkFilters({
  filters,
  onChange,
}: {
  filters: InformationLinkFilters;
  onChange: (change: Partial<InformationLinkFilters>) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const countries = useInformationCountries();
  return (
    <fieldset className="grid gap-3 s:grid-cols-3">
      <legend className="sr-only">{t('infoAdmin.filters')}</legend>
      <label className="block text-sm font-semibold text-ink-800">
        {t('infoAdmin.country')}
        <select
          value={filters.country}
          onChange={(change) => onChange({ country: change.target.value })}
          className={fieldControlClass}
        >
          <option value="">{t('infoAdmin.allCountries')}</option>
          {(countries.data ?? []).map((country) => (
            <option key={country.code} value={country.code}>
              {language === 'de' ? country.name_de : country.name_en}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={t('infoAdmin.cityFilter')}
        hint={t('infoAdmin.cityFilterHint')}
        value={filters.city}
        onChange={(city) => onChange({ city })}
        maxLength={120}
      />
      <TextField
        label={t('infoAdmin.search')}
        value={filters.q}
        onChange={(q) => onChange({ q })}
        maxLength={200}
      />
    </fieldset>
  );
}
