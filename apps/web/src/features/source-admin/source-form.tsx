// The source create and edit form (spec §2, §3 "Source", §5): required fields marked *, checks
// before sending, the server's 422 messages next to their fields, the image with a preview, and
// the note that approval can take up to three days.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../api/field-errors';
import { CheckedFormFrame } from '../../components/checked-form-frame';
import { type PickerOption, type TopicPickerProps, TypeAndTopicsRow } from '../../components/choice-fields';
import { Field, fieldControlClass, TextField } from '../../components/form-field';
import { useCheckedForm } from '../../components/use-checked-form';
import { useLanguage } from '../../i18n/use-language';
import { SOURCE_COUNTRIES, type SourceFormValues, sourceFormProblems } from './source-form-values';
import { TitleImageField } from './title-image-field';

export interface SourceFormProps {
  initialValues: SourceFormValues;
  /** An edited source that has a title image needs no new one; a new source must choose one (spec §5). */
  hasStoredImage: boolean;
  /** The stored image's bytes for the preview (api/title-image.ts). */
  storedImage: Blob | undefined;
  sourceTypes: readonly PickerOption[];
  submitLabel: string;
  isSubmitting: boolean;
  serverErrors: FieldErrors;
  onSubmit: (values: SourceFormValues) => void;
  /** Composed by the screen from the taxonomy feature (STYLE §3). */
  renderTopicPicker: (props: TopicPickerProps) => ReactNode;
}

/** The offered countries, plus a stored one that is not among them so editing keeps it. */
function countryNames(language: string, current: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const codes: string[] = [...SOURCE_COUNTRIES];
  if (current !== '' && !codes.includes(current)) codes.push(current);
  return codes.map((code) => ({ code, name: names.of(code) ?? code }));
}

export function SourceForm(props: SourceFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { hasStoredImage } = props;
  const form = useCheckedForm({
    initialValues: props.initialValues,
    check: (current: SourceFormValues) => sourceFormProblems(current, hasStoredImage),
    serverErrors: props.serverErrors,
    onSubmit: props.onSubmit,
  });
  const { values, set, errorOf, text } = form;
  return (
    <CheckedFormFrame
      form={form}
      intro={<p className="rounded-2xl bg-brand-50 p-4 text-sm text-brand-900">{t('forms.approvalHint')}</p>}
      submitLabel={props.submitLabel}
      isSubmitting={props.isSubmitting}
    >
      <TextField {...text('name', t('sourceAdmin.name'), true)} maxLength={200} autoComplete="organization" />
      <TypeAndTopicsRow
        type={{
          label: t('sourceAdmin.sourceType'),
          placeholder: t('sourceAdmin.chooseSourceType'),
          options: props.sourceTypes,
          value: values.source_type_id,
          onChange: set('source_type_id'),
          error: errorOf('source_type_id'),
        }}
        topicPicker={props.renderTopicPicker({
          legend: `${t('sourceAdmin.topics')} *`,
          selected: values.topic_ids,
          onChange: set('topic_ids'),
        })}
        topicsError={errorOf('topic_ids')}
      />
      <TextField {...text('description', t('sourceAdmin.description'), true)} rows={6} maxLength={10_000} />
      <fieldset className="grid min-w-0 gap-4 s:grid-cols-2">
        <legend className="mb-2 text-lg font-bold text-ink-900">{t('sourceAdmin.addressSection')}</legend>
        <TextField
          {...text('street', t('sourceAdmin.street'))}
          maxLength={200}
          autoComplete="address-line1"
        />
        <TextField {...text('house_number', t('sourceAdmin.houseNumber'))} maxLength={20} />
        <TextField
          {...text('zip_code', t('sourceAdmin.zipCode'))}
          maxLength={20}
          autoComplete="postal-code"
        />
        <TextField
          {...text('city', t('sourceAdmin.city'), true)}
          maxLength={200}
          autoComplete="address-level2"
        />
        <Field label={t('sourceAdmin.country')} isRequired error={errorOf('country')}>
          {(control) => (
            <select
              {...control}
              required
              value={values.country}
              onChange={(change) => set('country')(change.target.value)}
              className={fieldControlClass}
            >
              {countryNames(language, values.country).map(({ code, name }) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <TextField {...text('url', t('sourceAdmin.url'))} type="url" maxLength={2000} autoComplete="url" />
      <TextField
        {...text('internal_contact', t('sourceAdmin.internalContact'), true)}
        type="email"
        autoComplete="email"
        maxLength={320}
        hint={t('sourceAdmin.internalContactHint')}
      />
      <TextField {...text('public_contact', t('sourceAdmin.publicContact'))} maxLength={500} />
      <TitleImageField
        image={values.image}
        storedImage={props.storedImage}
        isRequired={!hasStoredImage}
        error={errorOf('image')}
        onChange={set('image')}
      />
    </CheckedFormFrame>
  );
}
