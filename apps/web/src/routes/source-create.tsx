// Spec §2 "Source create form" (guard: logged in). The caller becomes the source's first
// administrator; the image is uploaded with it (refused, nothing is created), then the edit page
// opens ('Source created.').
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveOutcome } from '../api/use-save-outcome';
import { TextPageLayout } from '../components/page-layouts';
import { showToast } from '../components/toast/toast-store';
import { useSessionActions } from '../features/session/session-context';
import { useSaveSource } from '../features/source-admin/api';
import { SourceForm } from '../features/source-admin/source-form';
import {
  EMPTY_SOURCE_FORM,
  type SourceFormValues,
  sourceBodyOf,
} from '../features/source-admin/source-form-values';
import { topicPickerOf } from '../features/taxonomy/topic-picker';
import { useSourceTypeOptions, useTopicOptions } from '../features/taxonomy/use-options';
import { useLanguage } from '../i18n/use-language';
import { paths } from '../paths';
import { slugFor } from '../slug';

export default function SourceCreateScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { reload } = useSessionActions();
  const save = useSaveSource();
  const sourceTypes = useSourceTypeOptions();
  const topics = useTopicOptions();
  const { serverErrors, settle } = useSaveOutcome();

  function submit(values: SourceFormValues) {
    save.mutate(
      { id: undefined, body: sourceBodyOf(values), image: values.image },
      {
        onSuccess: (outcome) =>
          settle(outcome, async (source) => {
            showToast('success', t('success.sourceCreated'));
            // The new source is administered now; the guards of its edit and event pages read the session.
            await reload();
            void navigate(paths.sourceEdit(language, slugFor(source.id, source.name)));
          }),
      },
    );
  }

  return (
    <TextPageLayout>
      <h1 className="text-3xl font-bold text-ink-900">{t('screens.sourceCreate')}</h1>
      <SourceForm
        initialValues={EMPTY_SOURCE_FORM}
        hasStoredImage={false}
        storedImage={undefined}
        sourceTypes={sourceTypes.options}
        submitLabel={t('sourceAdmin.create')}
        isSubmitting={save.isPending}
        serverErrors={serverErrors}
        onSubmit={submit}
        renderTopicPicker={topicPickerOf(topics)}
      />
    </TextPageLayout>
  );
}
