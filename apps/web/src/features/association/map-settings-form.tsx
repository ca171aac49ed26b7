// The basemap in the Application Settings (issue 15, decisions 038 and 046): the style's address (or none for the
// outline) and the further hosts it loads from, each with its environment value and a way back to it. The server
// allows exactly these hosts in its Content-Security-Policy from the next response on.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormFailure } from '../../api/use-form-failure';
import { primaryButtonClass } from '../../components/form-field';
import { showToast } from '../../components/toast/toast-store';
import { type ApplicationSettings, useSaveMapSettings } from './admin-api';
import { draftOf, isWebAddress, SettingField, storedValueOf } from './setting-field';

type Sources = ApplicationSettings['map'];

const FIELD_NAMES = ['style_url', 'tile_origins'] as const;
type Field = (typeof FIELD_NAMES)[number];

/** MAP_STYLE_URL's word for no style (the offline outline only). */
const NO_STYLE = 'none';

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export function MapSettingsForm({ sources }: { sources: Sources }) {
  const { t } = useTranslation();
  const save = useSaveMapSettings();
  const environmentHosts = sources.environment.tile_origins.join('\n');
  const [style, setStyle] = useState(() => draftOf(sources.stored.style_url, sources.environment.style_url));
  const [hosts, setHosts] = useState(() =>
    draftOf(sources.stored.tile_origins?.join('\n') ?? null, environmentHosts),
  );
  const failure = useFormFailure(FIELD_NAMES);

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const styleValue = style.value.trim();
    if (!style.follows && styleValue.toLowerCase() !== NO_STYLE && !isWebAddress(styleValue))
      found.style_url = t('appSettings.styleInvalid');
    if (!hosts.follows && !linesOf(hosts.value).every(isWebAddress))
      found.tile_origins = t('validation.invalidUrl');
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    failure.showFieldErrors(found);
    if (Object.keys(found).length > 0) return;
    const storedHosts = storedValueOf(hosts);
    const body = {
      style_url: storedValueOf(style),
      tile_origins: storedHosts === null ? null : linesOf(storedHosts),
    };
    save.mutate(body, {
      onSuccess: () => showToast('success', t('appSettings.saved')),
      onError: failure.onError,
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="map-settings-title"
      className="grid gap-4 rounded-2xl border border-ink-100 bg-white p-4"
    >
      <div>
        <h3 id="map-settings-title" className="text-lg font-semibold text-ink-900">
          {t('appSettings.map')}
        </h3>
        <p className="text-sm text-ink-600">{t('appSettings.mapIntro')}</p>
      </div>
      <SettingField
        label={t('appSettings.styleUrl')}
        environmentKey="MAP_STYLE_URL"
        environment={sources.environment.style_url}
        draft={style}
        onChange={setStyle}
        error={failure.fieldErrors.style_url}
        type="url"
        maxLength={2000}
      />
      <p className="-mt-3 text-sm text-ink-500">{t('appSettings.styleUrlHint')}</p>
      <SettingField
        label={t('appSettings.tileHosts')}
        environmentKey="MAP_TILE_URL"
        environment={environmentHosts}
        draft={hosts}
        onChange={setHosts}
        error={failure.fieldErrors.tile_origins}
        maxLength={42_000}
        rows={3}
      />
      <p className="-mt-3 text-sm text-ink-500">{t('appSettings.tileHostsHint')}</p>
      <button type="submit" disabled={save.isPending} className={`${primaryButtonClass} justify-self-start`}>
        {t('appSettings.save')}
      </button>
    </form>
  );
}
