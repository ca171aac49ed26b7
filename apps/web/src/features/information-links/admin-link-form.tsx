// The Information section's form (admin-section.tsx): add a link or change one (names, both addresses, country,
// city, zip code and state), checked here first and then by the server, whose own rules are said by field.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { fieldErrorsOf } from '../../api/field-errors';
import { AddOrSaveActions } from '../../components/add-or-save-actions';
import { TextField } from '../../components/form-field';
import { TitledForm } from '../../components/titled-form';
import { showToast } from '../../components/toast/toast-store';
import { type AdminInformationLink, type InformationLinkInput, useSaveInformationLink } from './admin-api';

type Values = Record<
  'native_name' | 'english_name' | 'native_url' | 'english_url' | 'country' | 'city' | 'zip_code' | 'region',
  string
>;

function valuesOf(link: AdminInformationLink | undefined): Values {
  return {
    native_name: link?.native_name ?? '',
    english_name: link?.english_name ?? '',
    native_url: link?.native_url ?? '',
    english_url: link?.english_url ?? '',
    country: link?.country ?? 'DE',
    city: link?.city ?? '',
    zip_code: link?.zip_code ?? '',
    region: link?.region ?? '',
  };
}

const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

type OwnIssue = 'urlTaken' | 'invalidUrl' | 'countryInvalid' | 'zipInvalid' | 'regionInvalid';

/** The server's own rules of a 422, by field, that the generic messages do not say well. */
function ownIssuesOf(error: unknown): Record<string, OwnIssue> {
  const issues: Record<string, OwnIssue> = {};
  if (!(error instanceof ApiError) || !Array.isArray(error.detail)) return issues;
  for (const issue of error.detail) {
    const field = issue.loc?.at(-1);
    if (typeof field !== 'string' || issue.type !== 'value_error') continue;
    if (field === 'native_url' && issue.msg.startsWith('Another ')) issues[field] = 'urlTaken';
    else if (field === 'native_url' || field === 'english_url') issues[field] = 'invalidUrl';
    else if (field === 'country') issues[field] = 'countryInvalid';
    else if (field === 'zip_code') issues[field] = 'zipInvalid';
    else if (field === 'region') issues[field] = 'regionInvalid';
  }
  return issues;
}

export function LinkForm({
  editing,
  onDone,
}: {
  editing: AdminInformationLink | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveInformationLink();
  const [values, setValues] = useState<Values>(() => valuesOf(editing));
  const [issues, setIssues] = useState<Record<string, string>>({});
  const set = (field: keyof Values) => (value: string) => setValues({ ...values, [field]: value });

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    for (const field of ['native_name', 'english_name', 'native_url', 'country'] as const)
      if (values[field].trim() === '') found[field] = t('formProblems.required');
    if (found.native_url === undefined && !isWebAddress(values.native_url))
      found.native_url = t('validation.invalidUrl');
    if (values.english_url.trim() !== '' && !isWebAddress(values.english_url))
      found.english_url = t('validation.invalidUrl');
    if (found.country === undefined && !/^[A-Za-z]{2}$/.test(values.country.trim()))
      found.country = t('infoAdmin.countryInvalid');
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    const optional = (value: string) => (value.trim() === '' ? null : value.trim());
    const input: InformationLinkInput = {
      native_name: values.native_name.trim(),
      english_name: values.english_name.trim(),
      native_url: values.native_url.trim(),
      english_url: optional(values.english_url),
      country: values.country.trim().toUpperCase(),
      city: optional(values.city),
      zip_code: optional(values.zip_code),
      region: optional(values.region)?.toUpperCase() ?? null,
    };
    save.mutate(
      { id: editing?.id, input },
      {
        onSuccess: () => {
          showToast('success', t(editing === undefined ? 'infoAdmin.added' : 'infoAdmin.updated'));
          setValues(valuesOf(undefined));
          onDone();
        },
        onError: (error) => {
          const found: Record<string, string> = { ...fieldErrorsOf(error) };
          for (const [name, issue] of Object.entries(ownIssuesOf(error)))
            found[name] = issue === 'invalidUrl' ? t('validation.invalidUrl') : t(`infoAdmin.${issue}`);
          if (Object.keys(found).length === 0) showToast('error', t('errors.unknown'));
          setIssues(found);
        },
      },
    );
  };

  const title = t(editing === undefined ? 'infoAdmin.addTitle' : 'infoAdmin.editTitle');
  const field = (
    name: keyof Values,
    label: string,
    extra: { isRequired?: boolean; hint?: string; maxLength: number },
  ) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={set(name)}
      error={issues[name]}
      type={name.endsWith('_url') ? 'url' : 'text'}
      {...extra}
    />
  );
  return (
    <TitledForm title={title} onSubmit={submit}>
      <div className="grid gap-3 s:grid-cols-2">
        {field('native_name', t('infoAdmin.nativeName'), { isRequired: true, maxLength: 200 })}
        {field('english_name', t('infoAdmin.englishName'), { isRequired: true, maxLength: 200 })}
        {field('native_url', t('infoAdmin.nativeUrl'), { isRequired: true, maxLength: 2000 })}
        {field('english_url', t('infoAdmin.englishUrl'), { maxLength: 2000 })}
        {field('country', t('infoAdmin.country'), {
          isRequired: true,
          hint: t('infoAdmin.countryHint'),
          maxLength: 2,
        })}
        {field('region', t('infoAdmin.region'), { hint: t('infoAdmin.regionHint'), maxLength: 6 })}
        {field('city', t('infoAdmin.city'), { hint: t('infoAdmin.cityHint'), maxLength: 120 })}
        {field('zip_code', t('infoAdmin.zipCode'), { maxLength: 10 })}
      </div>
      <AddOrSaveActions
        isEditing={editing !== undefined}
        isPending={save.isPending}
        addLabel={t('infoAdmin.add')}
        saveLabel={t('infoAdmin.save')}
        cancelLabel={t('infoAdmin.cancel')}
        onCancel={onDone}
      />
    </TitledForm>
  );
}
