// The documents table (migration 006): the PDFs are stored as bytes (DESIGN §4.14).
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Language } from '../../db/tables.js';

export interface DocumentRow {
  id: number;
  display_name: string;
  language: Language;
  document_type: string;
  size_bytes: number;
  created_at: Date;
}

const LISTED = [
  'id',
  'display_name',
  'language',
  'document_type',
  sql<number>`octet_length(file)`.as('size_bytes'),
  'created_at',
] as const;

/** Newest first. */
export function findDocuments(db: Db): Promise<DocumentRow[]> {
  return db
    .selectFrom('documents')
    .select(LISTED)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findDocumentFile(
  db: Db,
  id: number,
): Promise<{ display_name: string; file: Uint8Array; mime_type: string } | undefined> {
  return db
    .selectFrom('documents')
    .select(['display_name', 'file', 'mime_type'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function insertDocument(
  db: Db,
  document: { display_name: string; language: Language; document_type: string; file: Uint8Array },
): Promise<DocumentRow> {
  return db
    .insertInto('documents')
    .values({ ...document, mime_type: 'application/pdf' })
    .returning(LISTED)
    .executeTakeFirstOrThrow();
}

export async function deleteDocument(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('documents').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
