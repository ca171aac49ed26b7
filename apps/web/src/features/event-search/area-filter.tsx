// Where to search (spec §2): around an address (City, ZIP, country; DE by default) or within a
// perimeter whose centre is picked on the map or taken from the device location; a radius in km.
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../i18n/dates';
import { useLanguage } from '../../i18n/use-language';
import type { AddressArea, SearchArea } from './criteria';
import { readDeviceLocation } from './device-location';
import { RadiusSlider } from './radius-slider';

/** Countries the offline gazetteer knows places of (Germany first in practice, by default). */
const COUNTRIES = ['DE', 'AT', 'CH', 'BE', 'CZ', 'DK', 'FR', 'LU', 'NL', 'PL'] as const;

const inputClass =
  'mt-1 block w-full min-w-0 rounded-xl border border-ink-200 bg-white px-3 py-2.5 text-ink-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-200';
const radioClass =
  'flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-xl px-3 text-sm font-medium text-ink-700 outline-none ' +
  'data-[selected]:bg-white data-[selected]:text-ink-900 data-[selected]:shadow data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600';

export interface AddressDraft {
  city: string;
  zip: string;
}

export interface AreaFilterProps {
  area: SearchArea;
  /** City and ZIP as typed; they are searched when the form is submitted. */
  draft: AddressDraft;
  onDraftChange: (draft: AddressDraft) => void;
  onChange: (area: SearchArea) => void;
  /** The server's message for an address it cannot find (422), shown by the fields. */
  addressError?: string;
}

export function AreaFilter({ area, draft, onDraftChange, onChange, addressError }: AreaFilterProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  const names = new Intl.DisplayNames([localeOf(language)], { type: 'region' });
  const collator = new Intl.Collator(localeOf(language));
  const countries = COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );

  const changeMode = (mode: string) => {
    if (mode === area.mode) return;
    onChange(
      mode === 'perimeter'
        ? { mode: 'perimeter', radiusKm: area.radiusKm }
        : { mode: 'address', city: draft.city, zip: draft.zip, country: 'DE', radiusKm: area.radiusKm },
    );
  };

  const locateDevice = async () => {
    setLocating('busy');
    try {
      const center = await readDeviceLocation();
      setLocating('idle');
      onChange({ mode: 'perimeter', center, radiusKm: area.radiusKm });
    } catch {
      setLocating('failed');
    }
  };

  return (
    <div className="rounded-2xl border border-ink-100 bg-white p-4">
      <RadioGroup value={area.mode} onChange={changeMode} orientation="horizontal">
        <Label className="text-xs font-semibold tracking-wide text-ink-500 uppercase">
          {t('eventSearch.where')}
        </Label>
        <div className="mt-2 flex gap-1 rounded-2xl bg-ink-50 p-1">
          <Radio value="address" className={radioClass}>
            {t('eventSearch.byAddress')}
          </Radio>
          <Radio value="perimeter" className={radioClass}>
            {t('eventSearch.byPerimeter')}
          </Radio>
        </div>
      </RadioGroup>

      {area.mode === 'address' && (
        <AddressFields
          area={area}
          draft={draft}
          onDraftChange={onDraftChange}
          onCountryChange={(country) => onChange({ ...area, city: draft.city, zip: draft.zip, country })}
          countries={countries}
          error={addressError}
        />
      )}

      {area.mode === 'perimeter' && (
        <div className="mt-3 text-sm text-ink-700">
          <p>{t('eventSearch.pickCentreHint')}</p>
          <p className="mt-1 font-medium text-ink-900">
            {area.center
              ? t('eventSearch.centre', {
                  // Not `lng`: i18next reads that option as the language to translate into.
                  latitude: area.center.lat.toFixed(4),
                  longitude: area.center.lng.toFixed(4),
                })
              : t('eventSearch.noCentre')}
          </p>
          <button
            type="button"
            onClick={() => void locateDevice()}
            disabled={locating === 'busy'}
            className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-full border border-ink-200 px-4 font-semibold text-ink-800 hover:bg-ink-50 disabled:opacity-60"
          >
            <span aria-hidden="true">◎</span>
            {locating === 'busy' ? t('eventSearch.locating') : t('eventSearch.useMyLocation')}
          </button>
          {locating === 'failed' && (
            <p role="alert" className="mt-2 text-brand-700">
              {t('eventSearch.locationUnavailable')}
            </p>
          )}
        </div>
      )}

      <RadiusSlider
        value={area.radiusKm}
        onChange={(radiusKm) => onChange(withRadius(area, draft, radiusKm))}
      />
    </div>
  );
}

/** A new radius searches with the address as typed, like the Search button would. */
function withRadius(area: SearchArea, draft: AddressDraft, radiusKm: number): SearchArea {
  return area.mode === 'address'
    ? { ...area, city: draft.city, zip: draft.zip, radiusKm }
    : { ...area, radiusKm };
}

function AddressFields({
  area,
  draft,
  onDraftChange,
  onCountryChange,
  countries,
  error,
}: {
  area: AddressArea;
  draft: AddressDraft;
  onDraftChange: (draft: AddressDraft) => void;
  onCountryChange: (country: string) => void;
  countries: { code: string; name: string }[];
  error?: string;
}) {
  const { t } = useTranslation();
  const describedBy = error ? 'event-search-address-error' : undefined;
  return (
    <div className="mt-3 grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)] gap-3">
      <label className="text-sm font-medium text-ink-700">
        {t('eventSearch.city')}
        <input
          className={inputClass}
          value={draft.city}
          autoComplete="address-level2"
          aria-invalid={error !== undefined}
          aria-describedby={describedBy}
          onChange={(event) => onDraftChange({ ...draft, city: event.target.value })}
        />
      </label>
      <label className="text-sm font-medium text-ink-700">
        {t('eventSearch.zip')}
        <input
          className={inputClass}
          value={draft.zip}
          inputMode="numeric"
          autoComplete="postal-code"
          aria-invalid={error !== undefined}
          aria-describedby={describedBy}
          onChange={(event) => onDraftChange({ ...draft, zip: event.target.value })}
        />
      </label>
      <label className="col-span-2 text-sm font-medium text-ink-700">
        {t('eventSearch.country')}
        <select
          className={inputClass}
          value={area.country}
          onChange={(event) => onCountryChange(event.target.value)}
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p id="event-search-address-error" role="alert" className="col-span-2 text-sm text-brand-700">
          {error}
        </p>
      )}
    </div>
  );
}
