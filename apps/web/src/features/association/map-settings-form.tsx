// The basemap in the Application Settings (issue 15, decisions 038 and 046): the style's address (or none for the
// outline) and the further hosts it loads from, each with its environment value and a way back to it. The server
// allows exactly these hosts in its Content-Security-Policy from the next response on.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApplicationSettings, useSaveMapSettings } from './admin-api';
import { draftOf, isWebAddress, SettingField, storedValueOf } from './setting-field';
import { SettingsForm, useSettingsSave } from './settings-form';

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
  const { fieldErrors, submit, isSaving } = useSettingsSave(FIELD_NAMES, save);

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const styleValue = style.value.trim();
    if (!style.follows && styleValue.toLowerCase() !== NO_STYLE && !isWebAddress(styleValue))
      found.style_url = t('appSettings.styleInvalid');
    if (!hosts.follows && !linesOf(hosts.value).every(isWebAddress))
      found.tile_origins = t('validation.invalidUrl');
    return found;
  };

  const bodyOf = () => {
    const storedHosts = storedValueOf(hosts);
    return {
      style_url: storedValueOf(style),
      tile_origins: storedHosts === null ? null : linesOf(storedHosts),
    };
  };

  return (
    <SettingsForm group="map" isSaving={isSaving} onSubmit={() => submit(check(), bodyOf)}>
      <SettingField
        label={t('appSettings.styleUrl')}
        environmentKey="MAP_STYLE_URL"
        environment={sources.environment.style_url}
        draft={style}
        onChange={setStyle}
        error={fieldErrors.style_url}
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
        error={fieldErrors.tile_origins}
        maxLength={42_000}
        rows={3}
      />
      <p className="-mt-3 text-sm text-ink-500">{t('appSettings.tileHostsHint')}</p>
    </SettingsForm>
  );
}
