// The public fields of a source (spec §3 "Source", public column), each with its help icon.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import type { Source } from './api';
import { FieldHelp } from './field-help';

function addressOf(source: Source, language: string): string {
  const street = [source.street, source.house_number].filter(Boolean).join(' ');
  const place = [source.zip_code, source.city].filter(Boolean).join(' ');
  const country = new Intl.DisplayNames([language], { type: 'region' }).of(source.country) ?? source.country;
  return [street, place, country].filter(Boolean).join(', ');
}

function Field({ label, help, children }: { label: string; help: string; children: ReactNode }) {
  return (
    <div className="py-3">
      <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">
        {label}
        <FieldHelp field={label} text={help} />
      </dt>
      <dd className="mt-1 text-ink-900">{children}</dd>
    </div>
  );
}

export function SourceFields({ source, topicNames }: { source: Source; topicNames: string[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const typeName = language === 'de' ? source.source_type.name_de : source.source_type.name_en;
  return (
    <section aria-label={t('sourceDetail.fields')} className="mt-4">
      <dl className="divide-y divide-ink-100">
        <Field label={t('sourceDetail.sourceType')} help={t('sourceDetail.helpSourceType')}>
          {typeName}
        </Field>
        <Field label={t('sourceDetail.address')} help={t('sourceDetail.helpAddress')}>
          {addressOf(source, language)}
        </Field>
        <Field label={t('sourceDetail.topics')} help={t('sourceDetail.helpTopics')}>
          {topicNames.length === 0 ? '–' : topicNames.join(', ')}
        </Field>
        <Field label={t('sourceDetail.description')} help={t('sourceDetail.helpDescription')}>
          <p className="whitespace-pre-line">{source.description}</p>
        </Field>
        {source.url && (
          <Field label={t('sourceDetail.website')} help={t('sourceDetail.helpWebsite')}>
            <a
              href={source.url}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all text-brand-700 underline underline-offset-2"
            >
              {source.url}
            </a>
          </Field>
        )}
        {source.public_contact && (
          <Field label={t('sourceDetail.publicContact')} help={t('sourceDetail.helpPublicContact')}>
            <span className="break-words">{source.public_contact}</span>
          </Field>
        )}
      </dl>
    </section>
  );
}
