// Wire shapes of topics, event types and source types (spec §3 "Topic, EventType, SourceType").
import { type Static, Type } from 'typebox';
import { detailSchema } from '../../http/error-schemas.js';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Database id.' });
const NameEn = Type.String({ description: 'English name, shown when the language is en.' });
const NameDe = Type.String({ description: 'German name, shown when the language is de.' });
const Colour = (description: string) => Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description });

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
