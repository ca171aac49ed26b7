// Admin section "Information" (spec §2, §3 "Information link"; issue 15): the Info screen's links, filtered by
// country, city and text and paged; a form to add or change one (names, both addresses, country, city, zip code
// and state), and deletion after a confirmation. The Info screen shows each change at once (admin-api.ts).
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { fieldErrorsOf } from '../../api/field-errors';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  dangerButtonClass,
  fieldControlClass,
  primaryButtonClass,
  TextField,
} from '../../components/form-field';
import { showToast } from '../../components/toast/toast-store';
import { useLanguage } from '../../i18n/use-language';
import {
  type AdminInformationLink,
  INFORMATION_LINKS_PAGE_SIZE,
  type InformationLinkFilters,
  type InformationLinkInput,
  useAdminInformationLinks,
  useDeleteInformationLink,
  useSaveInformationLink,
} from './admin-api';
import { useInformationCountries } from './api';

const secondaryButtonClass =
  'min-h-11 rounded-full border border-ink-200 px-4 font-semibold text-ink-800 hover:bg-ink-50 disabled:opacity-50';

const NO_FILTERS: InformationLinkFilters = { country: '', city: '', q: '', offset: 0 };

export function InformationSection() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<InformationLinkFilters>(NO_FILTERS);
  const page = useAdminInformationLinks(filters);
  const [editing, setEditing] = useState<AdminInformationLink | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminInformationLink | undefined>(undefined);
  const remove = useDeleteInformationLink();
  const filter = (change: Partial<InformationLinkFilters>) =>
    setFilters({ ...filters, ...change, offset: 0 });
  const total = page.data?.total ?? 0;

  return (
    <div className="grid gap-6">
      <LinkForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(undefined)} />
      <LinkFilters filters={filters} onChange={filter} />
      {page.data !== undefined && (
        <>
          <p className="text-sm text-ink-600" aria-live="polite">
            {total === 0
              ? t('infoAdmin.none')
              : t('infoAdmin.shown', {
                  from: filters.offset + 1,
                  to: filters.offset + page.data.links.length,
                  count: total,
                })}
          </p>
          <ul className="grid gap-2" aria-label={t('infoAdmin.list')}>
            {page.data.links.map((link) => (
              <li key={link.id}>
                <article
                  aria-label={link.english_name}
                  className="grid gap-1 rounded-2xl border border-ink-100 bg-white px-4 py-3"
                >
                  <h3 className="font-semibold text-ink-900">
                    {link.native_name}
                    {link.english_name !== link.native_name && (
                      <span className="font-normal text-ink-500"> · {link.english_name}</span>
                    )}
                  </h3>
                  <p className="text-sm text-ink-600">{placeOf(link)}</p>
                  <p className="break-all text-sm text-ink-600">
                    {link.native_url}
                    {link.english_url !== null && ` · ${link.english_url}`}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      onClick={() => setEditing(link)}
                      aria-label={t('infoAdmin.editNamed', { name: link.english_name })}
                      className={secondaryButtonClass}
                    >
                      {t('infoAdmin.edit')}
                    </button>
                    <button
                      type="button"
                      disabled={remove.isPending}
                      onClick={() => setDeleting(link)}
                      aria-label={t('infoAdmin.deleteNamed', { name: link.english_name })}
                      className={dangerButtonClass}
                    >
                      {t('infoAdmin.delete')}
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          {total > INFORMATION_LINKS_PAGE_SIZE && (
            <div className="flex gap-2">
              <button
                type="button"
                disabled={filters.offset === 0}
                onClick={() =>
                  setFilters({
                    ...filters,
                    offset: Math.max(0, filters.offset - INFORMATION_LINKS_PAGE_SIZE),
                  })
                }
                className={secondaryButtonClass}
              >
                {t('infoAdmin.previous')}
              </button>
              <button
                type="button"
                disabled={filters.offset + INFORMATION_LINKS_PAGE_SIZE >= total}
                onClick={() =>
                  setFilters({ ...filters, offset: filters.offset + INFORMATION_LINKS_PAGE_SIZE })
                }
                className={secondaryButtonClass}
              >
                {t('infoAdmin.next')}
              </button>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(undefined);
        }}
        title={t('infoAdmin.deleteTitle')}
        message={t('infoAdmin.deleteConfirm', { name: deleting?.english_name ?? '' })}
        confirmLabel={t('infoAdmin.delete')}
        onConfirm={() => {
          if (deleting === undefined) return;
          remove.mutate(deleting.id, { onSuccess: () => showToast('success', t('infoAdmin.deleted')) });
        }}
      />
    </div>
  );
}

function placeOf(link: AdminInformationLink): string {
  return [link.country, link.region, [link.zip_code, link.city].filter(Boolean).join(' ')]
    .filter((part) => part !== null && part !== '')
    .join(' · ');
}

function LinkFilters({
  filters,
  onChange,
}: {
  filters: InformationLinkFilters;
  onChange: (change: Partial<InformationLinkFilters>) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const countries = useInformationCountries();
  return (
    <fieldset className="grid gap-3 s:grid-cols-3">
      <legend className="sr-only">{t('infoAdmin.filters')}</legend>
      <label className="block text-sm font-semibold text-ink-800">
        {t('infoAdmin.country')}
        <select
          value={filters.country}
          onChange={(change) => onChange({ country: change.target.value })}
          className={fieldControlClass}
        >
          <option value="">{t('infoAdmin.allCountries')}</option>
          {(countries.data ?? []).map((country) => (
            <option key={country.code} value={country.code}>
              {language === 'de' ? country.name_de : country.name_en}
            </option>
          ))}
        </select>
      </label>
      <TextField
        label={t('infoAdmin.cityFilter')}
        hint={t('infoAdmin.cityFilterHint')}
        value={filters.city}
        onChange={(city) => onChange({ city })}
        maxLength={120}
      />
      <TextField
        label={t('infoAdmin.search')}
        value={filters.q}
        onChange={(q) => onChange({ q })}
        maxLength={200}
      />
    </fieldset>
  );
}

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

function LinkForm({ editing, onDone }: { editing: AdminInformationLink | undefined; onDone: () => void }) {
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
    <form
      onSubmit={submit}
      noValidate
      aria-label={title}
      className="grid gap-3 rounded-2xl border border-ink-100 bg-ink-50 p-4"
    >
      <h3 className="text-lg font-semibold text-ink-900">{title}</h3>
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
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={save.isPending} className={primaryButtonClass}>
          {t(editing === undefined ? 'infoAdmin.add' : 'infoAdmin.save')}
        </button>
        {editing !== undefined && (
          <button
            type="button"
            onClick={onDone}
            className="min-h-11 rounded-full px-4 font-semibold text-ink-700 hover:bg-ink-50"
          >
            {t('infoAdmin.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
