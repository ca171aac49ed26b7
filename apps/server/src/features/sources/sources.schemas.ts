// Wire shapes of the public source calls (spec §3 "Source", §7 "Sources"). snake_case as stored (STYLE §7).
import { type Static, Type } from 'typebox';
import { DatabaseId, DateTimeString, NullableString } from '../../http/schema-parts.js';
import { OptionalLine, RequiredLine } from '../../http/text-schemas.js';
import { SourceTypeSchema } from '../taxonomy/taxonomy.schemas.js';

export const SourceId = DatabaseId('Source id.');

/** Spec §9: sources and source events come 25 at a time by default. */
export const SOURCE_PAGE_SIZE_DEFAULT = 25;
export const SOURCE_PAGE_SIZE_MAX = 100;
/** Deep paging is a crawl, not a screen: offsets past this answer 422. */
export const SOURCE_OFFSET_MAX = 100_000;

// Optional with a default: the validator fills the default in, and the generated client does not force
// callers to send it.
const Limit = Type.Optional(
  Type.Integer({
    minimum: 1,
    maximum: SOURCE_PAGE_SIZE_MAX,
    default: SOURCE_PAGE_SIZE_DEFAULT,
    description: `How many to return: 1 to ${SOURCE_PAGE_SIZE_MAX}, default ${SOURCE_PAGE_SIZE_DEFAULT}.`,
  }),
);
const Offset = Type.Optional(
  Type.Integer({
    minimum: 0,
    maximum: SOURCE_OFFSET_MAX,
    default: 0,
    description: 'How many to skip, for paging.',
  }),
);

// DESIGN §4.6: the statuses the spec leaves open.
export const ApprovalStatusSchema = Type.Union(
  [Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')],
  { description: 'Where the source is in the approval process (spec §4 "Source approval").' },
);

// Spec §3 "Source": the public fields only. internal_contact is deliberately absent, and
// additionalProperties: false makes the serializer drop it even if a row carried it.
export const SourceSchema = Type.Object(
  {
    id: SourceId,
    name: Type.String(),
    country: Type.String({ description: 'ISO 3166-1 alpha-2 country code, e.g. DE.' }),
    city: Type.String(),
    zip_code: NullableString('Postal code.'),
    street: NullableString('Street.'),
    house_number: NullableString('House number.'),
    source_type_id: DatabaseId('The source type (GET /v1/source_type/).'),
    source_type: SourceTypeSchema,
    topic_ids: Type.Array(DatabaseId('A topic id (GET /v1/topic/).'), {
      description: 'Topics, in id order.',
    }),
    description: Type.String(),
    url: NullableString('The source’s web site.'),
    public_contact: NullableString('How the public can reach the source.'),
    approval_status: ApprovalStatusSchema,
    has_title_image: Type.Boolean({ description: 'Whether a title image (logo) is stored.' }),
    title_image_url: NullableString(
      'Path of the title image, versioned so a changed image is fetched again; null when there is none ' +
        '(the web app shows a placeholder).',
    ),
    created_at: DateTimeString('When the source was created.'),
    updated_at: DateTimeString('When the source was last changed.'),
  },
  { additionalProperties: false, description: 'A source (organisation): its public fields (spec §3).' },
);
export type Source = Static<typeof SourceSchema>;

export const SourceIdListSchema = Type.Array(SourceId, {
  description: 'Source ids, in the order asked for.',
});
export const EventIdListSchema = Type.Array(DatabaseId('Event id.'), {
  description: 'Event ids, in start order.',
});

export const SourceParamsSchema = Type.Object({ source_id: SourceId });

export const SourceListQuerySchema = Type.Object({
  limit: Limit,
  offset: Offset,
  approved: Type.Optional(
    Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')], {
      description:
        'Approval status to list, default approved. Pending and rejected sources are listed to platform ' +
        'admins only; see docs/decisions/009-source-administration.md.',
    }),
  ),
});
export type SourceListQuery = Static<typeof SourceListQuerySchema>;

export const AddressLanguageQuerySchema = Type.Object({
  address_language: Type.Optional(
    Type.Union([Type.Literal('en'), Type.Literal('de')], {
      default: 'en',
      description: 'Language the address is written in (en or de).',
    }),
  ),
});

const IdFilter = (what: string) =>
  Type.Optional(
    Type.Array(DatabaseId(`A ${what} id.`), {
      default: [],
      maxItems: 100,
      description: `Only sources with one of these ${what}s; empty or absent means all (spec §5).`,
    }),
  );

export const SourceAddressSearchBodySchema = Type.Object(
  {
    type_ids: IdFilter('source type'),
    topic_ids: IdFilter('topic'),
    city: Type.Optional(
      Type.Union([Type.String({ maxLength: 200 }), Type.Null()], {
        description: 'City; any spelling of umlauts (München, Muenchen, Munchen).',
      }),
    ),
    zip_code: Type.Optional(
      Type.Union([Type.String({ maxLength: 20 }), Type.Null()], {
        description: 'Postal code; finds the sources of the city it belongs to.',
      }),
    ),
    country: Type.Optional(
      Type.Union([Type.String({ pattern: '^[A-Za-z]{2}$' }), Type.Null()], {
        description: 'ISO 3166-1 alpha-2 country code, e.g. DE.',
      }),
    ),
    limit: Limit,
    offset: Offset,
  },
  { additionalProperties: false },
);
export type SourceAddressSearchBody = Static<typeof SourceAddressSearchBodySchema>;

export const MultiSourcesBodySchema = Type.Object(
  {
    source_ids: Type.Array(SourceId, {
      minItems: 1,
      maxItems: SOURCE_PAGE_SIZE_MAX,
      description: `Up to ${SOURCE_PAGE_SIZE_MAX} ids; the answer keeps their order and leaves out ids that are not public.`,
    }),
  },
  { additionalProperties: false },
);

export const SourceEventsQuerySchema = Type.Object({ limit: Limit, offset: Offset });
export type SourceEventsQuery = Static<typeof SourceEventsQuerySchema>;

// --- Source administration (spec §3 "Source", §5, §7; decision 009) ---

/** Spec §5 leaves lengths open; these are generous for an organisation and bounded for the database. */
export const SOURCE_NAME_MAX_LENGTH = 200;
export const SOURCE_DESCRIPTION_MAX_LENGTH = 10_000;

const RequiredText = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', description });
const OptionalText = (maxLength: number, description: string) =>
  Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()], { description }));
export const Email = (description: string) => Type.String({ format: 'email', maxLength: 320, description });

// Spec §5: name, country, city, source type, topics, description and internal contact are required. The
// image is required too, but it is uploaded right after creation (title-image call) and checked at approval.
// Text is stored as typed: HTML or script in it is text, escaped wherever it is shown.
export const SourceInputSchema = Type.Object(
  {
    name: RequiredLine(SOURCE_NAME_MAX_LENGTH, 'Name of the organisation, one line.'),
    country: Type.String({
      pattern: '^[A-Za-z]{2}$',
      description: 'ISO 3166-1 alpha-2 country code, e.g. DE.',
    }),
    city: RequiredLine(200, 'City.'),
    zip_code: OptionalLine(20, 'Postal code.'),
    street: OptionalLine(200, 'Street.'),
    house_number: OptionalLine(20, 'House number.'),
    source_type_id: DatabaseId('The source type (GET /v1/source_type/).'),
    topic_ids: Type.Array(DatabaseId('A topic id (GET /v1/topic/).'), {
      minItems: 1,
      maxItems: 100,
      description: 'At least one topic.',
    }),
    description: RequiredText(SOURCE_DESCRIPTION_MAX_LENGTH, 'What the organisation does.'),
    url: OptionalLine(2000, 'The source’s web site, an http(s) address.'),
    internal_contact: Email('Internal point of contact: an e-mail address for the platform, never public.'),
    public_contact: OptionalText(500, 'How the public can reach the source.'),
  },
  { additionalProperties: false, description: 'A source as its administrators write it (spec §3, §5).' },
);
export type SourceInput = Static<typeof SourceInputSchema>;

// What the source's administrators and platform admins see: the public fields plus the internal contact.
export const AdministeredSourceSchema = Type.Object(
  {
    ...SourceSchema.properties,
    internal_contact: Type.String({ description: 'Internal point of contact (not public).' }),
  },
  {
    additionalProperties: false,
    description: 'A source as its administrators and platform admins see it: with the internal contact.',
  },
);
export type AdministeredSource = Static<typeof AdministeredSourceSchema>;

/** An admin types a word or two to pick a source; words of a name lookup past these are left out. */
export const SOURCE_NAME_SEARCH_WORDS_MAX = 8;
export const SOURCE_NAME_SEARCH_LIMIT_DEFAULT = 10;

export const SourceNameSearchQuerySchema = Type.Object({
  name: RequiredLine(
    SOURCE_NAME_MAX_LENGTH,
    'Part of the name: every word must occur in it, whatever the case and accents (Munchen finds München).',
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: SOURCE_PAGE_SIZE_MAX,
      default: SOURCE_NAME_SEARCH_LIMIT_DEFAULT,
      description: `How many to return: 1 to ${SOURCE_PAGE_SIZE_MAX}, default ${SOURCE_NAME_SEARCH_LIMIT_DEFAULT}.`,
    }),
  ),
});
export type SourceNameSearchQuery = Static<typeof SourceNameSearchQuerySchema>;

export const SourceNameMatchSchema = Type.Object(
  {
    id: SourceId,
    name: Type.String(),
    city: Type.String(),
    country: Type.String({ description: 'ISO 3166-1 alpha-2 country code, e.g. DE.' }),
    approval_status: ApprovalStatusSchema,
  },
  {
    additionalProperties: false,
    description: 'A source whose name matches, with what tells it from others.',
  },
);
export type SourceNameMatch = Static<typeof SourceNameMatchSchema>;
export const SourceNameMatchListSchema = Type.Array(SourceNameMatchSchema, {
  description:
    'Matching sources of every approval status: names that start with the first word first, then by name.',
});

export const InternalContactSchema = Type.Object(
  { internal_contact: Type.String({ description: 'Internal point of contact (an e-mail address).' }) },
  { additionalProperties: false },
);

export const ApprovalStatusQuerySchema = Type.Object({ approval_status: ApprovalStatusSchema });

/** Spec §5 requires an image; 5 MB is ample for a logo taken with a phone. */
export const TITLE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

// Documents the multipart form for the OpenAPI document. The file is read from the stream by the handler
// (checked by content, not by name or declared type), so this schema names the field and validates nothing.
export const TitleImageFormSchema = Type.Unsafe<Record<string, never>>({
  type: 'object',
  properties: {
    file: {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: `The image: JPEG, PNG, WebP or GIF, at most ${TITLE_IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
    },
  },
  description: 'multipart/form-data with one file field.',
});
