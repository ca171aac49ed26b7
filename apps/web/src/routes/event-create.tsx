// Spec §2 "Event create form" at events/create?source={id} (guard: administers that source or is a
// platform admin, as the server allows; may-create-event.ts). After 'Event created.' the new event's
// page opens.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TextPageLayout } from '../components/page-layouts';
import { EventForm } from '../features/event-admin/event-form';
import { EMPTY_EVENT_FORM } from '../features/event-admin/event-form-values';
import { useEventFormSave } from '../features/event-admin/use-event-form-save';
import { useOrganisingSource } from '../features/event-admin/use-organising-source';
import { RadiusSlider } from '../features/event-search/radius-slider';
import { topicPickerOf } from '../features/taxonomy/topic-picker';
import { useEventTypeOptions, useTopicOptions } from '../features/taxonomy/use-options';
import { idFromSlug } from '../slug';

export default function EventCreateScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  // The guard has checked that the session may create events for this source.
  const sourceId = idFromSlug(search.get('source') ?? undefined) ?? 0;
  const source = useOrganisingSource(sourceId);
  const eventTypes = useEventTypeOptions();
  const topics = useTopicOptions();
  const save = useEventFormSave({ eventId: undefined, sourceId, savedMessage: t('success.eventCreated') });

  return (
    <TextPageLayout>
      <h1 className="text-3xl font-bold text-ink-900">{t('screens.eventCreate')}</h1>
      {source !== undefined && (
        <p className="mt-1 text-ink-500">{t('eventAdmin.forSource', { name: source.name })}</p>
      )}
      <EventForm
        initialValues={EMPTY_EVENT_FORM}
        eventTypes={eventTypes.options}
        defaultCountry={source?.country ?? 'DE'}
        submitLabel={t('eventAdmin.create')}
        isSubmitting={save.isSubmitting}
        serverErrors={save.serverErrors}
        onSubmit={save.submit}
        renderTopicPicker={topicPickerOf(topics)}
        renderAreaSlider={(slider) => <RadiusSlider {...slider} />}
      />
    </TextPageLayout>
  );
}
