// Spec §2 "Event edit form" at events/{eventSlug}/edit (guard: administers the event's organising
// source or is a platform admin, as the server allows (may-edit-event.ts); known only once the event
// is loaded, so checked here; a failed guard goes home). Delete asks first, then opens the source's page.
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { DeleteSection } from '../components/delete-section';
import { TextPageLayout } from '../components/page-layouts';
import { showToast } from '../components/toast/toast-store';
import { useDeleteEvent, useEventToEdit } from '../features/event-admin/api';
import { EventForm } from '../features/event-admin/event-form';
import { eventFormValuesOf } from '../features/event-admin/event-form-values';
import { mayEditEvent } from '../features/event-admin/may-edit-event';
import type { Event } from '../features/event-admin/types';
import { useEventFormSave } from '../features/event-admin/use-event-form-save';
import { useOrganisingSource } from '../features/event-admin/use-organising-source';
import { RadiusSlider } from '../features/event-search/radius-slider';
import { useSession } from '../features/session/session-context';
import { topicPickerOf } from '../features/taxonomy/topic-picker';
import { useEventTypeOptions, useTopicOptions } from '../features/taxonomy/use-options';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';
import { idFromSlug, slugFor } from '../slug';

export default function EventEditScreen() {
  const { eventSlug } = useParams();
  const language = useLanguage();
  const session = useSession();
  const id = idFromSlug(eventSlug);
  const event = useEventToEdit(id);
  if (id === undefined) return <Navigate to={paths.notFound(language)} replace />;
  if (event.data === undefined) return null;
  const sourceId = event.data.organising_source_id;
  if (sourceId === null || !mayEditEvent(session, sourceId))
    return <Navigate to={paths.home(language)} replace />;
  return (
    <EventEditPage key={`${event.data.id}-${event.data.updated_at}`} event={event.data} sourceId={sourceId} />
  );
}

function EventEditPage({ event, sourceId }: { event: Event; sourceId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const source = useOrganisingSource(sourceId);
  const eventTypes = useEventTypeOptions();
  const topics = useTopicOptions();
  const save = useEventFormSave({
    eventId: event.id,
    sourceId,
    status: event.status,
    savedMessage: t('success.eventUpdated'),
  });
  const remove = useDeleteEvent();

  function deleteEvent() {
    remove.mutate(event.id, {
      onSuccess: () => {
        showToast('success', t('eventAdmin.deleted'));
        const sourceSlug = source === undefined ? String(sourceId) : slugFor(sourceId, source.name);
        void navigate(paths.sourceDetail(language, sourceSlug), { replace: true });
      },
    });
  }

  return (
    <TextPageLayout>
      <h1 className="text-3xl font-bold text-ink-900">{t('screens.eventEdit')}</h1>
      {source !== undefined && (
        <p className="mt-1 text-ink-500">{t('eventAdmin.forSource', { name: source.name })}</p>
      )}
      <EventForm
        initialValues={eventFormValuesOf(event)}
        eventTypes={eventTypes.options}
        defaultCountry={source?.country ?? 'DE'}
        submitLabel={t('eventAdmin.saveChanges')}
        isSubmitting={save.isSubmitting}
        serverErrors={save.serverErrors}
        onSubmit={save.submit}
        renderTopicPicker={topicPickerOf(topics)}
        renderAreaSlider={(slider) => <RadiusSlider {...slider} />}
      />
      <DeleteSection
        label={t('eventAdmin.delete')}
        title={t('eventAdmin.deleteTitle')}
        message={t('eventAdmin.deleteConfirm')}
        isPending={remove.isPending}
        onConfirm={deleteEvent}
      />
    </TextPageLayout>
  );
}
