// Wire shape of the admin section "Statistics" (issue 15): what an operator needs to know at a glance.
import { type Static, Type } from 'typebox';

const Count = Type.Integer({ minimum: 0 });
const Id = Type.Integer({ minimum: 1 });

const TypeCount = Type.Object(
  { event_type_id: Id, name_en: Type.String(), name_de: Type.String(), count: Count },
  { additionalProperties: false },
);

const MonthTypeCount = Type.Object(
  {
    month: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'German calendar month, YYYY-MM.' }),
    event_type_id: Id,
    count: Count,
  },
  { additionalProperties: false },
);

const SourceCount = Type.Object(
  {
    source_id: Type.Union([Id, Type.Null()], { description: 'null: events without an organising source.' }),
    name: Type.Union([Type.String(), Type.Null()]),
    feed: Type.Union([Type.String(), Type.Null()], {
      description: 'The crawled feed this source is, if any.',
    }),
    count: Count,
  },
  { additionalProperties: false },
);

const FeedHealth = Type.Object(
  {
    feed: Type.String(),
    health: Type.Union([
      Type.Literal('ok'),
      Type.Literal('stale'),
      Type.Literal('failing'),
      Type.Literal('never'),
    ]),
    last_checked_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'End of the last successful crawl.',
    }),
    runs_7d: Count,
    failed_7d: Count,
  },
  { additionalProperties: false },
);

export const StatisticsSchema = Type.Object(
  {
    generated_at: Type.String({ format: 'date-time' }),
    events: Type.Object(
      {
        total: Type.Integer({ minimum: 0, description: 'Events stored and not deleted, of any source.' }),
        upcoming: Type.Integer({
          minimum: 0,
          description: 'Of these, starting today (German time) or later.',
        }),
        past: Type.Integer({ minimum: 0, description: 'Of these, started before today.' }),
        by_type: Type.Array(TypeCount, { description: 'Every event type, most events first.' }),
        by_month: Type.Array(MonthTypeCount, {
          description:
            'Events by start month and type, from 12 months back to 6 months ahead; empty ones left out.',
        }),
        by_source: Type.Array(SourceCount, { description: 'The 10 sources with most events, most first.' }),
        sources_with_events: Type.Integer({
          minimum: 0,
          description: 'How many sources have events at all.',
        }),
      },
      { additionalProperties: false },
    ),
    sources: Type.Object(
      { pending: Count, approved: Count, rejected: Count },
      { additionalProperties: false, description: 'Sources by approval status.' },
    ),
    users: Type.Object(
      { registered: Count, verified: Count, admins: Count },
      { additionalProperties: false, description: 'Accounts.' },
    ),
    alerts: Type.Object(
      {
        account_alerts: Type.Integer({ minimum: 0, description: 'Alerts stored on accounts.' }),
        push_subscriptions: Type.Integer({ minimum: 0, description: 'Alerts registered for Web Push.' }),
      },
      { additionalProperties: false },
    ),
    reports_waiting: Type.Integer({ minimum: 0, description: 'Event reports no admin has handled yet.' }),
    crawl: Type.Array(FeedHealth, { description: 'Each feed’s health and its runs of the last 7 days.' }),
  },
  { additionalProperties: false, description: 'Platform figures for the admin area.' },
);
export type Statistics = Static<typeof StatisticsSchema>;
