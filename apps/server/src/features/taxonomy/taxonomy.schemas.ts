// Wire shapes of topics, event types and source types (spec §3 "Topic, EventType, SourceType").
import { type Static, Type } from 'typebox';
import { detailSchema } from '../../http/error-schemas.js';
import { COLOUR_PATTERN, RequiredLine } from '../../http/text-schemas.js';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Database id.' });
const NameEn = Type.String({ description: 'English name, shown when the language is en.' });
const NameDe = Type.String({ description: 'German name, shown when the language is de.' });
const Colour = (description: string) => Type.String({ pattern: COLOUR_PATTERN, description });
/** Longest name an admin may give a topic or type: it must fit a filter chip and a map legend. */
export const TAXONOMY_NAME_MAX_LENGTH = 80;

export const TopicSchema = Type.Object(
  { id: Id, name_en: NameEn, name_de: NameDe },
  { additionalProperties: false, description: 'A topic events and sources are tagged with.' },
);
export type Topic = Static<typeof TopicSchema>;

export const EventTypeSchema = Type.Object(
  { id: Id, name_en: NameEn, name_de: NameDe },
  { additionalProperties: false, description: 'A kind of event: demonstration, strike, march…' },
);
export type EventType = Static<typeof EventTypeSchema>;

export const SourceTypeSchema = Type.Object(
  {
    id: Id,
    name_en: NameEn,
    name_de: NameDe,
    map_marker_color_default: Colour('Map marker colour of this type’s sources and events, as #rrggbb.'),
    map_marker_color_selected: Colour('Marker colour when selected, as #rrggbb.'),
    map_marker_color_past: Colour('Marker colour of past events, as #rrggbb.'),
  },
  {
    additionalProperties: false,
    description: 'A kind of source (organisation), with its map marker colours.',
  },
);
export type SourceType = Static<typeof SourceTypeSchema>;

export const TopicParamsSchema = Type.Object({ topic_id: Id });
export const EventTypeParamsSchema = Type.Object({ event_type_id: Id });
export const SourceTypeParamsSchema = Type.Object({ source_type_id: Id });

export const NotFoundSchema = detailSchema('Not Found: no entry has this id.', 'Topic not found');

// The admin writes (spec §7, issue 15): names in both languages, one line each, not blank.
const NameInputEn = RequiredLine(TAXONOMY_NAME_MAX_LENGTH, 'English name, unique among its kind.');
const NameInputDe = RequiredLine(TAXONOMY_NAME_MAX_LENGTH, 'German name, unique among its kind.');

export const NamesInputSchema = Type.Object(
  { name_en: NameInputEn, name_de: NameInputDe },
  { additionalProperties: false, description: 'A topic’s or event type’s names in both languages.' },
);
export type NamesInput = Static<typeof NamesInputSchema>;

export const SOURCE_TYPE_DEFAULT_COLOURS = {
  map_marker_color_default: '#c0392b',
  map_marker_color_selected: '#e74c3c',
  map_marker_color_past: '#95a5a6',
} as const;

/** Spec §7 names only the names for POST: colours left out take these defaults. */
export const SourceTypeCreateSchema = Type.Object(
  {
    name_en: NameInputEn,
    name_de: NameInputDe,
    map_marker_color_default: Type.Optional(
      Colour(
        `Map marker colour, as #rrggbb; ${SOURCE_TYPE_DEFAULT_COLOURS.map_marker_color_default} when absent.`,
      ),
    ),
    map_marker_color_selected: Type.Optional(
      Colour(`Selected marker colour; ${SOURCE_TYPE_DEFAULT_COLOURS.map_marker_color_selected} when absent.`),
    ),
    map_marker_color_past: Type.Optional(
      Colour(`Past events’ marker colour; ${SOURCE_TYPE_DEFAULT_COLOURS.map_marker_color_past} when absent.`),
    ),
  },
  { additionalProperties: false, description: 'A new source type.' },
);
export type SourceTypeCreate = Static<typeof SourceTypeCreateSchema>;

export const SourceTypeUpdateSchema = Type.Object(
  {
    name_en: NameInputEn,
    name_de: NameInputDe,
    map_marker_color_default: Colour('Map marker colour of this type’s sources and events, as #rrggbb.'),
    map_marker_color_selected: Colour('Marker colour when selected, as #rrggbb.'),
    map_marker_color_past: Colour('Marker colour of past events, as #rrggbb.'),
  },
  { additionalProperties: false, description: 'A source type’s names and marker colours.' },
);
export type SourceTypeUpdate = Static<typeof SourceTypeUpdateSchema>;

/** Spec §7 names the path values differently per method; each route takes the spec's name. */
export const TopicUpdateParamsSchema = Type.Object({ event_topic_id: Id });
export const TypeDeleteParamsSchema = Type.Object({ type_id: Id });

export const InUseSchema = Type.Object(
  {
    detail: Type.String({
      examples: ['This topic is used by 3 events and 1 source. Move them to another topic first.'],
    }),
    events: Type.Integer({
      minimum: 0,
      description: 'Events that use it (deleted ones too: their rows point at it).',
    }),
    sources: Type.Integer({ minimum: 0, description: 'Sources that use it.' }),
  },
  {
    description:
      'Conflict: events or sources still use it; nothing was deleted. Move them to another one first.',
  },
);
