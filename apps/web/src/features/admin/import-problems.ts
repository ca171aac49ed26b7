// The spreadsheet import's failed rows and refusals in the page's language (spec §8: every message is translated
// before it is shown), worded from the server's stable codes and their values, never from its English text.
import type { TFunction } from 'i18next';
import { ApiError, type ValidationIssue } from '../../api/api-error';
import { translatedIssue } from '../../api/field-errors';
import { i18n } from '../../i18n';
import { type EventImport, MAPPED_FIELDS, type MappedField } from './event-import-api';

export type RowProblem = NonNullable<EventImport['failures'][number]['problem']>;

/** The form's settings a 422 can be about, by their wire name. */
const SETTING_LABELS = {
  file: 'eventImport.file',
  time_format: 'eventImport.timeFormat',
  source_id: 'eventImport.source',
  input_language: 'eventImport.inputLanguage',
  event_type_id: 'eventImport.eventType',
  topic_ids: 'eventImport.topics',
} as const;

const isMappedField = (name: unknown): name is MappedField =>
  (MAPPED_FIELDS as readonly unknown[]).includes(name);
/** The import's own 422 types (file_empty, column_absent…) are those it has texts for; the rest are the schema's. */
const importIssueKey = (type: string | undefined) =>
  type !== undefined && i18n.exists(`eventImport.issue.${type}`) ? `eventImport.issue.${type}` : undefined;

/** A mapped field as the form names it. */
export function mappedFieldLabel(t: TFunction, field: MappedField): string {
  return t(`eventImport.field.${field}` as never) as string;
}

/** "Start time (column C)", as the form names the field. */
function fieldAt(t: TFunction, field: MappedField | undefined, column: string | undefined): string {
  if (field === undefined) return t('eventImport.theEvent');
  const label = mappedFieldLabel(t, field);
  return column === undefined ? label : t('eventImport.fieldInColumn', { field: label, column });
}

export function rowProblemText(t: TFunction, problem: RowProblem): string {
  return t(`eventImport.rowProblem.${problem.code}` as never, {
    field: fieldAt(t, problem.field, problem.column),
    value: problem.value,
    format: problem.format,
    limit: problem.limit,
    error: problem.error,
  }) as string;
}

/** The form field or setting a 422 issue is about, in the page's language ('' for none). */
function subjectOf(t: TFunction, loc: readonly (string | number)[]): string {
  const [, first, second] = loc;
  if (first === 'fields' && isMappedField(second)) return mappedFieldLabel(t, second);
  if (typeof first === 'string' && first in SETTING_LABELS) {
    return t(SETTING_LABELS[first as keyof typeof SETTING_LABELS]);
  }
  return '';
}

function issueText(t: TFunction, issue: ValidationIssue): string {
  const subject = subjectOf(t, issue.loc ?? []);
  const key = importIssueKey(issue.type);
  if (key !== undefined) {
    const ctx = issue.ctx ?? {};
    return t(key as never, {
      field: subject,
      column: ctx.column,
      other: isMappedField(ctx.field) ? mappedFieldLabel(t, ctx.field) : undefined,
      format: ctx.format,
      fileType: ctx.file_type,
      limit: ctx.limit,
    }) as string;
  }
  // The schema's own types (a required field not mapped, no topic chosen…), worded as every form words them.
  const text = translatedIssue(issue);
  return subject === '' ? text : `${subject}: ${text}`;
}

/** What a failed upload, preview or run tells the admin: one text per problem. */
export function importErrorTexts(t: TFunction, error: unknown): string[] {
  if (error instanceof ApiError) {
    if (error.status === 422 && Array.isArray(error.detail) && error.detail.length > 0) {
      return error.detail.map((issue) => issueText(t, issue));
    }
    if (error.status === 413) return [t('eventImport.tooLarge')];
    if (error.status === 409) return [t('eventImport.alreadyRunning')];
  }
  return [t('errors.somethingWentWrong')];
}
