// Wire shapes of the admin section "Event Tagging" (issue 15, SPEC §2 "Event Tagging: get events by topics,
// exclude topics"): find events, then add or remove topics on a selection of them in bulk.
import { type Static, Type } from 'typebox';
import { SINGLE_LINE_PATTERN } from '../../http/text-schemas.js';

/** At most this many events change in one bulk write (one transaction): a larger selection is refused. */
export const TAGGING_MAX_EVENTS = 10_000;
/** The search counts matches up to this many and then says "more". */
export const TAGGING_COUNT_CAP = TAGGING_MAX_EVENTS;
export const TAGGING_PAGE_MAX = 100;
export const TAGGING_PAGE_DEFAULT = 50;

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const TopicIds = (description: string) => Type.Array(Id, { maxItems: 50, uniqueItems: true, description });

export const TaggingCriteriaSchema = Type.Object(
  {
    topic_ids: Type.Optional(TopicIds('Events with at least one of these topics; none: any.')),
    exclude_topic_ids: Type.Optional(TopicIds('Events with none of these topics.')),
    keyword: Type.Optional(
      Type.String({
        maxLength: 200,
        pattern: SINGLE_LINE_PATTERN,
        description: 'Words that must all occur in the name, short description or description.',
      }),
    ),
    source_id: Type.Optional({ ...Id, description: 'Events of this organising source.' }),
    start_from: Type.Optional(Type.String({ format: 'date-time', description: 'Starting at or after.' })),
    start_until: Type.Optional(Type.String({ format: 'date-time', description: 'Starting at or before.' })),
  },
  {
    additionalProperties: false,
    description:
      'Which events: every event that is not deleted (of any source, listed or not) matching all criteria given.',
  },
);
export type TaggingCriteria = Static<typeof TaggingCriteriaSchema>;

export const TaggingSearchBodySchema = Type.Object(
  {
    criteria: TaggingCriteriaSchema,
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: TAGGING_PAGE_MAX })),
  },
  { additionalProperties: false },
);
export type TaggingSearchBody = Static<typeof TaggingSearchBodySchema>;

export const TaggedEventSchema = Type.Object(
  {
    id: Id,
    name: Type.String(),
    start_time: Type.String({ format: 'date-time' }),
    source_id: Type.Union([Id, Type.Null()]),
    source_name: Type.Union([Type.String(), Type.Null()]),
    topic_ids: Type.Array(Id),
  },
  { additionalProperties: false },
);

export const TaggingSearchResultSchema = Type.Object(
  {
    total: Type.Integer({ minimum: 0, description: `Matching events, counted up to ${TAGGING_COUNT_CAP}.` }),
    more: Type.Boolean({
      description: `Whether more than ${TAGGING_COUNT_CAP} match (total is then the cap).`,
    }),
    events: Type.Array(TaggedEventSchema, { description: 'A page of them, soonest start first.' }),
  },
  { additionalProperties: false },
);
export type TaggingSearchResult = Static<typeof TaggingSearchResultSchema>;

export const TaggingChangeBodySchema = Type.Object(
  {
    event_ids: Type.Optional(
      Type.Array(Id, {
        minItems: 1,
        maxItems: TAGGING_MAX_EVENTS,
        uniqueItems: true,
        description: 'The events picked one by one; give this or criteria.',
      }),
    ),
    criteria: Type.Optional(TaggingCriteriaSchema),
    add_topic_ids: Type.Optional(TopicIds('Topics every selected event gets.')),
    remove_topic_ids: Type.Optional(TopicIds('Topics every selected event loses.')),
    expected_events: Type.Optional(
      Type.Integer({
        minimum: 0,
        description:
          'Apply only: the number of selected events the preview showed; 409 when the selection has changed since.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type TaggingChangeBody = Static<typeof TaggingChangeBodySchema>;

export const TaggingChangeResultSchema = Type.Object(
  {
    events: Type.Integer({ minimum: 0, description: 'Selected events (not deleted).' }),
    gaining: Type.Integer({ minimum: 0, description: 'Of these, events that get at least one topic.' }),
    losing: Type.Integer({ minimum: 0, description: 'Of these, events that lose at least one topic.' }),
    changed: Type.Integer({ minimum: 0, description: 'Of these, events whose topics change.' }),
  },
  { additionalProperties: false },
);
export type TaggingChangeResult = Static<typeof TaggingChangeResultSchema>;
