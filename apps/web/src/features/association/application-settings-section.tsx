// Admin section "Application Settings" (spec §2, issue 15, decision 046): the operator's settings that the
// environment gives first (the association's details, the map style), changed here without a restart.
import { useTranslation } from 'react-i18next';
import { useApplicationSettings } from './admin-api';
import { AssociationSettingsForm } from './association-settings-form';
import { MapSettingsForm } from './map-settings-form';

export function ApplicationSettingsSection() {
  const { t } = useTranslation();
  const settings = useApplicationSettings();
  if (settings.isError) return <p role="alert">{t('appSettings.loadFailed')}</p>;
  if (settings.data === undefined) return null;
  const { association, map } = settings.data;
  return (
    <div className="grid gap-6">
      <p className="text-ink-600">{t('appSettings.intro')}</p>
      {/* Keyed by what is stored, so a save (or another admin's, on refetch) shows the values now in force. */}
      <AssociationSettingsForm key={JSON.stringify(association.stored)} sources={association} />
      <MapSettingsForm key={JSON.stringify(map.stored)} sources={map} />
    </div>
  );
}
