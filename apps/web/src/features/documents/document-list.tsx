// The published documents where readers look for them (the Data page; issue 15 "Files"): those in the page's
// language first, each a download link with its type, language and size.
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
import { documentHref, type PublishedDocument, useDocuments } from './api';

export function formatSize(bytes: number, language: string): string {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024
    ? `${format.format(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${format.format(bytes / 1024 / 1024)} MB`;
}

export function DocumentDetails({ document }: { document: PublishedDocument }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <span className="text-sm text-ink-500">
      {t(`documents.type_${document.document_type}`)} · {t(`language.${document.language}`)} · PDF,{' '}
      {formatSize(document.size_bytes, language)}
    </span>
  );
}

export function PublicDocumentList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const documents = useDocuments();
  const shown = [...(documents.data ?? [])].sort(
    (a, b) => Number(b.language === language) - Number(a.language === language),
  );
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="published-documents" className="mt-10">
      <h2 id="published-documents" className="text-2xl font-bold text-ink-900">
        {t('documents.heading')}
      </h2>
      <ul className="mt-3 divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white">
        {shown.map((document) => (
          <li key={document.id} className="grid gap-1 px-4 py-3">
            <a
              href={documentHref(document)}
              download
              className="font-medium text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-600"
            >
              {document.display_name}
            </a>
            <DocumentDetails document={document} />
          </li>
        ))}
      </ul>
    </section>
  );
}
