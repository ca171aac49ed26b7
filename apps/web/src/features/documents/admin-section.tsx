// Admin section "Files" (spec §2, §3 "Document", §5, §7 "Documents"; issue 15): upload a PDF with its display
// name, language and type ('File uploaded' / 'File upload failed', 'File missing', 'Display Name missing'), the
// published files with their downloads, and deletion after a confirmation. Whether a file is a PDF is the
// server's decision (by its content); the form only checks what is missing and the size.
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  dangerButtonClass,
  Field,
  fieldControlClass,
  primaryButtonClass,
  TextField,
} from '../../components/form-field';
import { TitledForm } from '../../components/titled-form';
import { showToast } from '../../components/toast/toast-store';
import { useLanguage } from '../../i18n/use-language';
import {
  DISPLAY_NAME_MAX_LENGTH,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TYPES,
  type DocumentLanguage,
  type DocumentType,
  documentHref,
  type PublishedDocument,
  useDeleteDocument,
  useDocuments,
  useUploadDocument,
} from './api';
import { DocumentDetails } from './document-list';

type Problem = 'fileMissing' | 'displayNameMissing' | 'notPdf' | 'activePdf' | 'tooLarge';

/** What the server said about the upload, by field. */
function problemsOf(error: unknown): Partial<Record<'file' | 'display_name', Problem>> {
  if (!(error instanceof ApiError)) return {};
  if (error.status === 413) return { file: 'tooLarge' };
  if (error.status !== 422 || !Array.isArray(error.detail)) return {};
  const problems: Partial<Record<'file' | 'display_name', Problem>> = {};
  for (const issue of error.detail) {
    const field = issue.loc?.at(-1);
    if (field === 'display_name') problems.display_name = 'displayNameMissing';
    else if (field === 'file')
      problems.file =
        issue.type === 'missing' ? 'fileMissing' : issue.msg.includes('scripts') ? 'activePdf' : 'notPdf';
  }
  return problems;
}

export function FilesSection() {
  const { t } = useTranslation();
  const documents = useDocuments();
  const remove = useDeleteDocument();
  const [deleting, setDeleting] = useState<PublishedDocument | undefined>(undefined);

  return (
    <div className="grid gap-6">
      <UploadForm />
      {documents.data !== undefined &&
        (documents.data.length === 0 ? (
          <p className="text-ink-600">{t('documents.none')}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t('documents.heading')}>
            {documents.data.map((document) => (
              <li
                key={document.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-ink-100 bg-white px-4 py-3"
              >
                <span className="grid min-w-0 break-words">
                  <a
                    href={documentHref(document)}
                    download
                    className="font-semibold text-brand-700 underline underline-offset-2"
                  >
                    {document.display_name}
                  </a>
                  <DocumentDetails document={document} />
                </span>
                <button
                  type="button"
                  disabled={remove.isPending}
                  onClick={() => setDeleting(document)}
                  aria-label={t('documents.deleteNamed', { name: document.display_name })}
                  className={dangerButtonClass}
                >
                  {t('documents.delete')}
                </button>
              </li>
            ))}
          </ul>
        ))}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(undefined);
        }}
        title={t('documents.deleteTitle')}
        message={t('documents.deleteConfirm', { name: deleting?.display_name ?? '' })}
        confirmLabel={t('documents.delete')}
        onConfirm={() => {
          if (deleting === undefined) return;
          remove.mutate(deleting.id, { onSuccess: () => showToast('success', t('documents.deleted')) });
        }}
      />
    </div>
  );
}

function UploadForm() {
  const { t } = useTranslation();
  const pageLanguage = useLanguage();
  const upload = useUploadDocument();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>(undefined);
  const [displayName, setDisplayName] = useState('');
  const [language, setLanguage] = useState<DocumentLanguage>(pageLanguage);
  const [documentType, setDocumentType] = useState<DocumentType>('guide');
  const [problems, setProblems] = useState<Partial<Record<'file' | 'display_name', Problem>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof problems = {};
    if (file === undefined || file.size === 0) found.file = 'fileMissing';
    else if (file.size > DOCUMENT_MAX_BYTES) found.file = 'tooLarge';
    if (displayName.trim() === '') found.display_name = 'displayNameMissing';
    setProblems(found);
    if (file === undefined || Object.keys(found).length > 0) return;
    upload.mutate(
      { file, display_name: displayName.trim(), language, document_type: documentType },
      {
        onSuccess: () => {
          showToast('success', t('documents.uploaded'));
          setFile(undefined);
          setDisplayName('');
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => {
          showToast('error', t('documents.uploadFailed'));
          setProblems(problemsOf(error));
        },
      },
    );
  };

  const message = (problem: Problem | undefined) =>
    problem === undefined ? undefined : t(`documents.${problem}`);
  return (
    <TitledForm title={t('documents.uploadTitle')} onSubmit={submit}>
      <Field
        label={t('documents.file')}
        isRequired
        error={message(problems.file)}
        hint={t('documents.fileHint')}
      >
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            accept="application/pdf,.pdf"
            onChange={(change) => setFile(change.target.files?.[0])}
            className={fieldControlClass}
          />
        )}
      </Field>
      <TextField
        label={t('documents.displayName')}
        value={displayName}
        onChange={setDisplayName}
        isRequired
        maxLength={DISPLAY_NAME_MAX_LENGTH}
        error={message(problems.display_name)}
      />
      <div className="grid gap-3 s:grid-cols-2">
        <Field label={t('documents.language')} isRequired>
          {(control) => (
            <select
              {...control}
              value={language}
              onChange={(change) => setLanguage(change.target.value as DocumentLanguage)}
              className={fieldControlClass}
            >
              <option value="en">{t('language.en')}</option>
              <option value="de">{t('language.de')}</option>
            </select>
          )}
        </Field>
        <Field label={t('documents.type')} isRequired>
          {(control) => (
            <select
              {...control}
              value={documentType}
              onChange={(change) => setDocumentType(change.target.value as DocumentType)}
              className={fieldControlClass}
            >
              {DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`documents.type_${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div>
        <button type="submit" disabled={upload.isPending} className={primaryButtonClass}>
          {t('documents.upload')}
        </button>
      </div>
    </TitledForm>
  );
}
