// Spec §2 "Source edit form" (guard: administers the source or is a platform admin, as the server
// allows; may-edit-source.ts): the fields, the image, the administrators, and delete with a
// confirmation. Pending sources are not public yet, so the source is read from the user's own sources
// (GET /v1/user/me/sources); a platform admin editing another source reads it with GET /v1/source/{id},
// which shows them pending sources too.
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useTitleImageBytes } from '../api/title-image';
import { useSaveOutcome } from '../api/use-save-outcome';
import { DeleteSection } from '../components/delete-section';
import { TextPageLayout } from '../components/page-layouts';
import { showToast } from '../components/toast/toast-store';
import { mayCreateEvent } from '../features/event-admin/may-create-event';
import { useEvents } from '../features/events/api';
import { formatEventDateTime } from '../features/events/format';
import { useSession, useSessionActions } from '../features/session/session-context';
import {
  useDeleteSource,
  useEditableEventIds,
  useInternalContact,
  useOwnSources,
  useSaveSource,
} from '../features/source-admin/api';
import { type EditableEventItem, EditableEvents } from '../features/source-admin/editable-events';
import { SourceAdminsSection } from '../features/source-admin/source-admins-section';
import { SourceForm } from '../features/source-admin/source-form';
import {
  type SourceFormValues,
  sourceBodyOf,
  sourceFormValuesOf,
} from '../features/source-admin/source-form-values';
import type { OwnSource } from '../features/source-admin/types';
import { useSource } from '../features/sources/api';
import { topicPickerOf } from '../features/taxonomy/topic-picker';
import { useSourceTypeOptions, useTopicOptions } from '../features/taxonomy/use-options';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';
import { idFromSlug, slugFor } from '../slug';

export default function SourceEditScreen() {
  const { sourceSlug } = useParams();
  const id = idFromSlug(sourceSlug) ?? 0;
  const language = useLanguage();
  const session = useSession();
  const sources = useOwnSources(session.isLoggedIn);
  const ownSource = sources.data?.find((candidate) => candidate.id === id);
  const isOther = session.user?.admin === true && sources.isSuccess && ownSource === undefined;
  // A platform admin editing a source they do not administer: its public record (pending ones included).
  const otherSource = useSource(isOther ? id : undefined);
  const source: EditedSource | undefined = ownSource ?? (isOther ? otherSource.data : undefined);
  const contact = useInternalContact(id, source !== undefined);
  // Spec §2: a failed guard goes home, also when the list, read afresh, does not have the source
  // (a list cached before the source was created is being fetched again).
  if (
    (source === undefined && sources.data !== undefined && !sources.isFetching && !isOther) ||
    (isOther && otherSource.isError)
  )
    return <Navigate to={paths.home(language)} replace />;
  if (source === undefined || contact.data === undefined) return null;
  return (
    <SourceEditPage
      key={`${source.id}-${source.updated_at}`}
      source={source}
      internalContact={contact.data}
    />
  );
}

/** What the screen reads of a source: its own-sources entry or, for a platform admin, its public record. */
type EditedSource = Omit<OwnSource, 'internal_contact'>;

function SourceEditPage({ source, internalContact }: { source: EditedSource; internalContact: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const session = useSession();
  const { reload } = useSessionActions();
  const save = useSaveSource();
  const remove = useDeleteSource();
  const storedImage = useTitleImageBytes(source);
  const sourceTypes = useSourceTypeOptions();
  const topics = useTopicOptions();
  const { serverErrors, settle } = useSaveOutcome();

  function submit(values: SourceFormValues) {
    // The saved source is read again and this page mounts afresh with it (its key), so a callback of
    // mutate() would die with the old page; the promise still resolves and the toast store is global.
    save.mutateAsync({ id: source.id, body: sourceBodyOf(values), image: values.image }).then(
      (outcome) => settle(outcome, () => showToast('success', t('success.sourceUpdated'))),
      // Other failures went to the global handler (spec §8).
      () => undefined,
    );
  }

  async function leaveSource() {
    await reload();
    void navigate(paths.administeredSources(language), { replace: true });
  }

  function deleteSource() {
    remove.mutate(source.id, {
      onSuccess: async () => {
        showToast('success', t('sourceAdmin.deleted'));
        await leaveSource();
      },
    });
  }

  return (
    <TextPageLayout>
      <h1 className="text-3xl font-bold break-words text-ink-900">{t('screens.sourceEdit')}</h1>
      <p className="mt-1 text-ink-500">
        {source.name} · {t(`sourceAdmin.status_${source.approval_status}`)}
      </p>
      <SourceForm
        initialValues={sourceFormValuesOf(source, internalContact)}
        hasStoredImage={source.has_title_image}
        storedImage={storedImage.data}
        sourceTypes={sourceTypes.options}
        submitLabel={t('sourceAdmin.saveChanges')}
        isSubmitting={save.isPending}
        serverErrors={serverErrors}
        onSubmit={submit}
        renderTopicPicker={topicPickerOf(topics)}
      />
      <SourceEventsSection source={source} />
      <SourceAdminsSection
        sourceId={source.id}
        currentUserId={session.user?.id}
        onRemovedSelf={() => void leaveSource()}
      />
      <DeleteSection
        label={t('sourceAdmin.delete')}
        title={t('sourceAdmin.deleteTitle')}
        message={t('sourceAdmin.deleteConfirm')}
        isPending={remove.isPending}
        onConfirm={deleteSource}
      />
    </TextPageLayout>
  );
}

/** The source's editable events, composed from the events feature's cache (STYLE §3). */
function SourceEventsSection({ source }: { source: EditedSource }) {
  const language = useLanguage();
  const ids = useEditableEventIds(source.id);
  const events = useEvents(ids.data ?? []);
  // The server's rule (may-create-event.ts): the source's administrators and platform admins.
  const canCreate = mayCreateEvent(useSession(), source.id);
  const items: EditableEventItem[] = (ids.data?.length === 0 ? [] : (events.data ?? [])).map((event) => ({
    id: event.id,
    name: event.name,
    when: formatEventDateTime(event.start_time, language),
    editHref: paths.eventEdit(language, slugFor(event.id, event.name)),
  }));
  return (
    <EditableEvents
      events={items}
      createHref={canCreate ? paths.eventCreate(language, source.id) : undefined}
    />
  );
}
