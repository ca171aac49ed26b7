// Spec §2 "Event create form" at events/create?source={id} (guard: administers that source or is a
// platform admin, as the server allows; may-create-event.ts). After 'Event created.' the new event's
// page opens.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { FieldErrors } from '../api/field-errors';
import { TextPageLayout } from '../components/page-layouts';
import { showToast } from '../components/toast/toast-store';
import { useSaveEvent } from '../features/event-admin/api';
import { EventForm } from '../features/event-admin/event-form';
import {
  EMPTY_EVENT_FORM,
  type EventFormValues,
  eventBodyOf,
} from '../features/event-admin/event-form-values';
import { RadiusSlider } from '../features/event-search/radius-slider';
import { useSession } from '../features/session/session-context';
import { useOwnSources } from '../features/source-admin/api';
import { useSource } from '../features/sources/api';
import { topicPickerOf } from '../features/taxonomy/topic-picker';
import { useEventTypeOptions, useTopicOptions } from '../features/taxonomy/use-options';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';
import { idFromSlug, slugFor } from '../slug';

export default function EventCreateScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // The guard has checked that the session may create events for this source.
  const sourceId = idFromSlug(search.get('source') ?? undefined) ?? 0;
  const session = useSession();
  const ownSources = useOwnSources(session.isLoggedIn);
  const ownSource = ownSources.data?.find((candidate) => candidate.id === sourceId);
  // A platform admin creating for a source they do not administer: its name and country come from
  // its public record (GET /v1/source/{id} shows them pending sources too).
  const otherSource = useSource(ownSources.isSuccess && ownSource === undefined ? sourceId : undefined);
  const source = ownSource ?? otherSource.data;
  const eventTypes = useEventTypeOptions();
  const topics = useTopicOptions();
  const save = useSaveEvent();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  function submit(values: EventFormValues) {
    save.mutate(
      { id: undefined, body: eventBodyOf(values, sourceId) },
      {
        onSuccess: (result) => {
          if ('fieldErrors' in result) {
            setServerErrors(result.fieldErrors);
            return;
          }
          showToast('success', t('success.eventCreated'));
          void navigate(paths.eventDetail(language, slugFor(result.event.id, result.event.name)));
        },
      },
    );
  }

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
        isSubmitting={save.isPending}
        serverErrors={serverErrors}
        onSubmit={submit}
        renderTopicPicker={topicPickerOf(topics)}
        renderAreaSlider={(slider) => <RadiusSlider {...slider} />}
      />
    </TextPageLayout>
  );
}
