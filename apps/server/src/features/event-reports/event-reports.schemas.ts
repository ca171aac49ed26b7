// Wire shapes of the admin section "Reports" (issue 15): the events people reported (POST /v1/event/{id}/report).
import { type Static, Type } from 'typebox';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const EventReportSchema = Type.Object(
  {
    id: Type.Integer({ description: 'Report id.' }),
    event_id: Type.Integer({ description: 'The reported event.' }),
    event_name: Type.String({ description: 'The event’s name now.' }),
    event_hidden: Type.Boolean({ description: 'Whether the event is no longer listed (deleted or hidden).' }),
    reason: Type.String({ description: 'What the reporter wrote.' }),
    contact_email: Type.Union([Type.String(), Type.Null()], {
      description: 'Where the reporter may be answered.',
    }),
    created_at: Type.String({ format: 'date-time', description: 'When it was reported.' }),
  },
  { additionalProperties: false, description: 'A report waiting for a platform admin.' },
);
export type EventReport = Static<typeof EventReportSchema>;

export const EventReportListQuerySchema = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 200,
      description: 'At most this many (100 when absent), newest first.',
    }),
  ),
});

export const EventReportParamsSchema = Type.Object({ report_id: Id });
