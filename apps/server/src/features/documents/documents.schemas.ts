// Wire shapes of the admin Files (spec §3 "Document (file)", §7 "Documents"; decision 036).
import { type Static, Type } from 'typebox';
import { detailSchema } from '../../http/error-schemas.js';
import { SINGLE_LINE_PATTERN } from '../../http/text-schemas.js';

/** Largest PDF accepted: stored in the database (DESIGN §4.14), so every server copy serves it. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DISPLAY_NAME_MAX_LENGTH = 120;

/** What a document is, for the list's grouping (spec §3 "file type"); named in the page's language. */
export const DOCUMENT_TYPES = ['guide', 'legal', 'report', 'press', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Database id.' });
const Language = Type.Union([Type.Literal('en'), Type.Literal('de')], {
  description: 'The language the document is written in.',
});
const DocumentTypeSchema = Type.Union(
  DOCUMENT_TYPES.map((type) => Type.Literal(type)),
  {
    description:
      'guide (how-to, e.g. registering an assembly), legal (laws, statutes, rulings), report, press, other.',
  },
);

export const DocumentSchema = Type.Object(
  {
    id: Id,
    display_name: Type.String({ description: 'The name shown for the file.' }),
    language: Language,
    document_type: DocumentTypeSchema,
    size_bytes: Type.Integer({ minimum: 1, description: 'Size of the PDF in bytes.' }),
    created_at: Type.String({ format: 'date-time', description: 'When it was uploaded.' }),
    url: Type.String({ description: 'Path of the download (GET /v1/document/{document_id}).' }),
  },
  { additionalProperties: false, description: 'A PDF the platform admins publish (spec §3).' },
);
export type DocumentInfo = Static<typeof DocumentSchema>;

export const DocumentParamsSchema = Type.Object({ document_id: Id });

// Spec §7: "query language, document_type, display_name". display_name is optional here so that its absence is
// answered with the spec's own message, 'Display Name missing' (spec §5), by the service.
export const UploadQuerySchema = Type.Object({
  language: Language,
  document_type: DocumentTypeSchema,
  display_name: Type.Optional(
    Type.String({
      maxLength: DISPLAY_NAME_MAX_LENGTH,
      pattern: SINGLE_LINE_PATTERN,
      description: 'The name shown for the file (required; one line).',
    }),
  ),
});
export type UploadQuery = Static<typeof UploadQuerySchema>;

// Documents the multipart form for the OpenAPI document. The file is read from the stream by the handler
// (checked by content, not by name or declared type), so this schema names the field and validates nothing.
export const UploadFormSchema = Type.Unsafe<Record<string, never>>({
  type: 'object',
  properties: {
    file: {
      type: 'string',
      contentMediaType: 'application/pdf',
      description: `The PDF, at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`,
    },
  },
  description: 'multipart/form-data with one file field.',
});

export const DocumentNotFoundSchema = detailSchema(
  'Not Found: no document has this id.',
  'Document not found',
);
