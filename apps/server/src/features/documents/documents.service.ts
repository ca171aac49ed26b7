// Admin Files (spec §3, §5, §7; decision 036): PDFs only, decided by the content, never by the file name or the
// declared type; a file that is HTML or a script, or a PDF with scripts or launch actions in plain sight, is
// refused. Downloads are attachments with a file name built from the display name.
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../db/database.js';
import { AppError, throwIfIssues, type ValidationIssue } from '../../http/errors.js';
import { fileBytes } from '../../http/multipart-bytes.js';
import * as repository from './documents.repository.js';
import type { DocumentInfo, UploadQuery } from './documents.schemas.js';

export const FILE_MISSING = 'File missing';
export const DISPLAY_NAME_MISSING = 'Display Name missing';
export const NOT_A_PDF = 'The file is not a PDF';
export const ACTIVE_PDF = 'The PDF contains scripts or actions that start programs';

const documentNotFound = () => new AppError('not_found', 'Document not found');

function toInfo(row: repository.DocumentRow): DocumentInfo {
  return {
    id: row.id,
    display_name: row.display_name,
    language: row.language,
    document_type: row.document_type as DocumentInfo['document_type'],
    size_bytes: row.size_bytes,
    created_at: row.created_at.toISOString(),
    url: `/v1/document/${row.id}`,
  };
}

export async function listDocuments(db: Db): Promise<DocumentInfo[]> {
  return (await repository.findDocuments(db)).map(toInfo);
}

export async function storeDocument(
  db: Db,
  query: UploadQuery,
  file: MultipartFile | undefined,
): Promise<DocumentInfo> {
  const upload = file === undefined ? undefined : await fileBytes(file);
  const displayName = query.display_name?.trim() ?? '';
  const issues: ValidationIssue[] = [];
  if (displayName === '')
    issues.push({ loc: ['query', 'display_name'], msg: DISPLAY_NAME_MISSING, type: 'missing' });
  if (upload === undefined || upload.length === 0)
    issues.push({ loc: ['body', 'file'], msg: FILE_MISSING, type: 'missing' });
  else {
    const problem = await pdfProblem(upload);
    if (problem !== undefined) issues.push({ loc: ['body', 'file'], msg: problem, type: 'value_error' });
  }
  throwIfIssues(issues);
  const row = await repository.insertDocument(db, {
    display_name: displayName,
    language: query.language,
    document_type: query.document_type,
    file: upload as Buffer,
  });
  return toInfo(row);
}

const PDF_HEADER = /^%PDF-[12]\.\d/;
/** Markup that makes a file a browser page, looked for where a polyglot would put it. */
const MARKUP = /<(?:!doctype|html|head|body|script|svg|iframe)\b/i;
/** PDF names of active content (ISO 32000 §12.6): JavaScript and launch actions, as name tokens. */
const ACTIVE_NAMES = /\/(?:JavaScript|JS|Launch)(?=[\s/<>[\]()]|$)/;

/** Why the bytes are not an acceptable PDF, or undefined. */
export async function pdfProblem(upload: Buffer): Promise<string | undefined> {
  const head = upload.subarray(0, 1024).toString('latin1');
  if (!PDF_HEADER.test(head)) return NOT_A_PDF;
  if ((await fileTypeFromBuffer(upload))?.mime !== 'application/pdf') return NOT_A_PDF;
  if (!upload.subarray(-2048).toString('latin1').includes('%%EOF')) return NOT_A_PDF;
  if (MARKUP.test(head)) return NOT_A_PDF;
  if (ACTIVE_NAMES.test(upload.toString('latin1'))) return ACTIVE_PDF;
  return undefined;
}

export async function getDocumentFile(
  db: Db,
  id: number,
): Promise<{ fileName: string; content: Buffer; mimeType: string }> {
  const found = await repository.findDocumentFile(db, id);
  if (found === undefined) throw documentNotFound();
  return {
    fileName: fileNameOf(found.display_name),
    content: Buffer.from(found.file),
    mimeType: found.mime_type,
  };
}

export async function deleteDocument(db: Db, id: number): Promise<void> {
  if (!(await repository.deleteDocument(db, id))) throw documentNotFound();
}

/** A file name from the display name: letters, digits, spaces, dots, dashes and underscores, ending in .pdf. */
export function fileNameOf(displayName: string): string {
  const base = displayName
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .replace(/\.pdf$/i, '')
    .slice(0, 100);
  return `${base === '' ? 'document' : base}.pdf`;
}

/**
 * RFC 6266 Content-Disposition: an attachment, with an ASCII fallback name (quotes and backslashes cannot occur)
 * and the full name in RFC 5987 encoding.
 */
export function contentDisposition(fileName: string): string {
  const asciiBase = fileName
    .replace(/\.pdf$/, '')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .trim();
  const ascii = `${asciiBase === '' ? 'document' : asciiBase}.pdf`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
