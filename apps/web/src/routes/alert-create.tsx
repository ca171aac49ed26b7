// Spec §2 screen "Alerts: the create form": Alert Name, Event Name or buzz word, Event Topics, types,
// Perimeter (radius), Address (City, ZIP) and Lat/Long, with the map picker and radius slider of Find Events.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { handleFailedResponse } from '../api/failed-response-handler';
import { fieldErrorsOf } from '../api/field-errors';
import { useFocusFirstInvalid } from '../components/focus-first-invalid';
import { primaryButtonClass, TextField } from '../components/form-field';
import { MapView } from '../components/map';
import { TextPageLayout } from '../components/page-layouts';
import { showToast } from '../components/toast/toast-store';
import { MAX_ALERTS_PER_USER } from '../constants';
import {
  AlertRuleError,
  addAlert,
  hasRoomForAlert,
  isAlertLimitAnswer,
} from '../features/alerts/alert-actions';
import type { AlertCriteria } from '../features/alerts/stored-alert';
import { type AddressDraft, AreaFilter } from '../features/event-search/area-filter';
import { DEFAULT_COUNTRY, DEFAULT_RADIUS_KM, type SearchArea } from '../features/event-search/criteria';
import { useSession } from '../features/session';
import { TaxonomyFilter } from '../features/taxonomy/taxonomy-filter';
import { useEventTypeOptions, useTopicOptions } from '../features/taxonomy/use-options';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';

type Errors = Partial<Record<'name' | 'event_name' | 'topics' | 'types' | 'area' | 'latLong' | '', string>>;

/** The server's field names (fetch-notifications, account alerts) → the form's places for messages. */
const FIELD_OF: Record<string, keyof Errors> = {
  name: 'name',
  event_name: 'event_name',
  topic_ids: 'topics',
  type_ids: 'types',
  city: 'area',
  zip_code: 'area',
  country: 'area',
  radius_km: 'area',
  latitude: 'latLong',
  longitude: 'latLong',
};

function criteriaOf(
  name: string,
  eventName: string,
  topicIds: number[],
  typeIds: number[],
  area: SearchArea,
  draft: AddressDraft,
  language: 'en' | 'de',
): AlertCriteria {
  const common = { name, eventName, eventTopicIDs: topicIds, eventTypeIDs: typeIds, radius: area.radiusKm };
  if (area.mode === 'perimeter') {
    return { ...common, alertType: 'perimeter', lat: area.center?.lat, long: area.center?.lng };
  }
  return {
    ...common,
    alertType: 'address',
    city: draft.city.trim(),
    zipCode: draft.zip.trim(),
    country: area.country,
    addressLanguage: language,
  };
}

const numberOf = (text: string) => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? undefined : value;
};

export default function AlertCreateScreen() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const topics = useTopicOptions();
  const types = useEventTypeOptions();
  const [name, setName] = useState('');
  const [eventName, setEventName] = useState('');
  const [topicIds, setTopicIds] = useState<number[]>([]);
  const [typeIds, setTypeIds] = useState<number[]>([]);
  const [area, setArea] = useState<SearchArea>({ mode: 'perimeter', radiusKm: DEFAULT_RADIUS_KM });
  const [draft, setDraft] = useState<AddressDraft>({ city: '', zip: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [isSaving, setSaving] = useState(false);
  const [latLong, setLatLong] = useState({ lat: '', lng: '' });
  const { formRef, requestFocus } = useFocusFirstInvalid();

  if (!hasRoomForAlert() && !isSaving) {
    return (
      <TextPageLayout>
        <h1 className="text-3xl font-bold text-ink-900 s:text-4xl">{t('screens.alertCreate')}</h1>
        <p role="note" className="mt-4 rounded-xl bg-ink-50 px-4 py-3 text-ink-800">
          {t('alerts.limitReached', { max: MAX_ALERTS_PER_USER })}
        </p>
        <Link to={paths.alerts(language)} className={`${primaryButtonClass} mt-4`}>
          {t('screens.alerts')}
        </Link>
      </TextPageLayout>
    );
  }

  // Lat/Long as typed; the centre follows whenever both are numbers, and a pick on the map fills both.
  const typeCenter = (lat: string, lng: string) => {
    setLatLong({ lat, lng });
    const center = { lat: numberOf(lat), lng: numberOf(lng) };
    setArea({
      mode: 'perimeter',
      radiusKm: area.radiusKm,
      center:
        center.lat !== undefined && center.lng !== undefined
          ? { lat: center.lat, lng: center.lng }
          : undefined,
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Errors = {};
    if (name.trim() === '') local.name = t('alerts.nameMissing');
    if (area.mode === 'perimeter' && area.center === undefined) local.latLong = t('alerts.pointMissing');
    if (area.mode === 'address' && draft.city.trim() === '' && draft.zip.trim() === '') {
      local.area = t('alerts.addressMissing');
    }
    setErrors(local);
    if (Object.keys(local).length > 0) {
      requestFocus();
      return;
    }
    setSaving(true);
    try {
      await addAlert(criteriaOf(name, eventName, topicIds, typeIds, area, draft, language), isLoggedIn);
      showToast('success', t('alerts.created'));
      navigate(paths.alerts(language));
    } catch (error) {
      setSaving(false);
      if (error instanceof AlertRuleError) {
        if (error.rule === 'limit')
          showToast('error', t('alerts.limitReached', { max: MAX_ALERTS_PER_USER }));
        else {
          setErrors({ name: t(error.rule === 'nameTaken' ? 'alerts.nameTaken' : 'alerts.nameMissing') });
          requestFocus();
        }
        return;
      }
      // The account's own count (alerts added on another device) can be full when this device's is not.
      if (isAlertLimitAnswer(error)) {
        setErrors({ '': t('alerts.limitReached', { max: MAX_ALERTS_PER_USER }) });
        return;
      }
      const fields = fieldErrorsOf(error);
      if (fields === undefined) return handleFailedResponse(error, { i18n, navigate });
      const shown: Errors = {};
      for (const [field, msg] of Object.entries(fields)) shown[FIELD_OF[field] ?? ''] = msg;
      setErrors(shown);
      requestFocus();
    }
  };

  const perimeter =
    area.mode === 'perimeter' && area.center ? { center: area.center, radiusKm: area.radiusKm } : undefined;

  return (
    <TextPageLayout>
      <h1 className="text-3xl font-bold text-ink-900 s:text-4xl">{t('screens.alertCreate')}</h1>
      <p className="mt-2 text-ink-500">{t('alerts.permissionHint')}</p>
      <form ref={formRef} className="mt-6 grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('forms.alertName')}
          value={name}
          onChange={setName}
          isRequired
          maxLength={100}
          error={errors.name}
        />
        <TextField
          label={t('forms.eventNameOrBuzzword')}
          value={eventName}
          onChange={setEventName}
          maxLength={200}
          error={errors.event_name}
        />
        <TaxonomyFilter
          legend={t('forms.eventTopics')}
          options={topics.options}
          selected={topicIds}
          summary={topics.summarize(topicIds)}
          onChange={setTopicIds}
        />
        {errors.topics && <p className="text-sm font-medium text-red-700">{errors.topics}</p>}
        <TaxonomyFilter
          legend={t('forms.eventTypes')}
          options={types.options}
          selected={typeIds}
          summary={types.summarize(typeIds)}
          onChange={setTypeIds}
        />
        {errors.types && <p className="text-sm font-medium text-red-700">{errors.types}</p>}
        <AreaFilter
          area={area}
          draft={draft}
          onDraftChange={setDraft}
          onChange={(next) => {
            // The device location fills Lat/Long as a pick on the map does.
            if (
              next.mode === 'perimeter' &&
              next.center &&
              (area.mode !== 'perimeter' || next.center !== area.center)
            ) {
              setLatLong({ lat: next.center.lat.toFixed(5), lng: next.center.lng.toFixed(5) });
            }
            setArea(next.mode === 'address' ? { ...next, country: next.country || DEFAULT_COUNTRY } : next);
          }}
          addressError={errors.area}
        />
        {area.mode === 'perimeter' && (
          <fieldset className="grid grid-cols-2 gap-3">
            <legend className="text-sm font-semibold text-ink-800">{t('forms.latLong')}</legend>
            <TextField
              label={t('alerts.latitude')}
              value={latLong.lat}
              onChange={(text) => typeCenter(text, latLong.lng)}
              error={errors.latLong}
            />
            <TextField
              label={t('alerts.longitude')}
              value={latLong.lng}
              onChange={(text) => typeCenter(latLong.lat, text)}
            />
          </fieldset>
        )}
        {area.mode === 'perimeter' && (
          <MapView
            ariaLabel={t('alerts.mapLabel')}
            markers={[]}
            perimeter={perimeter}
            onPick={(center) => typeCenter(center.lat.toFixed(5), center.lng.toFixed(5))}
            className="h-72 rounded-2xl"
          />
        )}
        {errors[''] && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors['']}
          </p>
        )}
        <div>
          <button type="submit" className={primaryButtonClass} disabled={isSaving}>
            {t('alerts.add')}
          </button>
        </div>
      </form>
    </TextPageLayout>
  );
}
