// The event's places under the map (spec §3 "Event" locations): numbered in route order, the first
// marked as the assembly point, each with its address fields, movable and removable by keyboard.
import { useTranslation } from 'react-i18next';
import { fieldControlClass } from '../../components/form-field';
import { ADDRESS_FIELDS, type AddressField, type LocationDraft } from './event-locations';

const LABEL_KEYS = {
  street: 'sourceAdmin.street',
  house_number: 'sourceAdmin.houseNumber',
  zip_code: 'sourceAdmin.zipCode',
  city: 'sourceAdmin.city',
  country: 'sourceAdmin.country',
} as const satisfies Record<AddressField, string>;

const smallButtonClass =
  'min-h-11 min-w-11 rounded-full border border-ink-200 bg-white px-3 text-sm font-semibold text-ink-800 ' +
  'hover:bg-ink-50 disabled:opacity-40';

export function LocationList({
  locations,
  onMove,
  onRemove,
  onChange,
}: {
  locations: readonly LocationDraft[];
  onMove: (key: string, step: -1 | 1) => void;
  onRemove: (key: string) => void;
  onChange: (key: string, field: AddressField, value: string) => void;
}) {
  const { t } = useTranslation();
  if (locations.length === 0) return <p className="text-sm text-ink-500">{t('eventAdmin.noLocations')}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {locations.map((location, index) => {
        const number = index + 1;
        return (
          <li key={location.key} className="rounded-2xl border border-ink-100 bg-white p-3">
            <fieldset>
              <legend className="flex flex-wrap items-baseline gap-2 font-semibold text-ink-900">
                {t('eventAdmin.locationNumber', { number })}{' '}
                {index === 0 && (
                  <span className="rounded-full bg-brand-50 px-2 text-xs font-semibold text-brand-700">
                    {t('eventAdmin.assemblyPoint')}
                  </span>
                )}{' '}
                <span className="text-xs font-normal text-ink-500 tabular-nums">
                  {location.lat.toFixed(5)}, {location.lng.toFixed(5)}
                </span>
              </legend>
              <div className="mt-2 grid gap-2 s:grid-cols-2">
                {ADDRESS_FIELDS.map((field) => (
                  <label key={field} className="block text-sm font-medium text-ink-700">
                    {t(LABEL_KEYS[field])}
                    <input
                      value={location[field]}
                      maxLength={field === 'country' ? 2 : 200}
                      onChange={(change) => onChange(location.key, field, change.target.value)}
                      className={fieldControlClass}
                    />
                  </label>
                ))}
              </div>
              <div className="mt-2 flex flex-wrap justify-end gap-2">
                <button
                  type="button"
                  aria-label={t('eventAdmin.moveUp', { number })}
                  disabled={index === 0}
                  onClick={() => onMove(location.key, -1)}
                  className={smallButtonClass}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  aria-label={t('eventAdmin.moveDown', { number })}
                  disabled={index === locations.length - 1}
                  onClick={() => onMove(location.key, 1)}
                  className={smallButtonClass}
                >
                  <span aria-hidden="true">↓</span>
                </button>
                <button type="button" onClick={() => onRemove(location.key)} className={smallButtonClass}>
                  {t('eventAdmin.remove', { number })}
                </button>
              </div>
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}
