// Wire shape of GET /v1/feeds: the external lists the crawler reads and how each is doing (issue 5).
import { type Static, Type } from 'typebox';

const Time = (description: string) =>
  Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description });

export const FeedHealthSchema = Type.Union(
  [Type.Literal('ok'), Type.Literal('failing'), Type.Literal('stale'), Type.Literal('never')],
  {
    description:
      'ok: the last crawl succeeded recently; failing: the last crawl failed (nothing was changed); ' +
      'stale: no successful crawl for three intervals; never: not crawled yet.',
  },
);

export const FeedSchema = Type.Object(
  {
    name: Type.String({ description: 'Feed name, as the crawl CLI takes it: berlin, dresden, …' }),
    source_id: Type.Union([Type.Integer(), Type.Null()], {
      description: 'The source (organisation) the feed belongs to.',
    }),
    source_name: Type.Union([Type.String(), Type.Null()]),
    last_checked_at: Time('End of the last successful crawl: "List last checked …" on the source page.'),
    last_rows: Type.Union([Type.Integer(), Type.Null()], {
      description: 'Rows the last successful crawl read.',
    }),
    last_run_at: Time('End of the last crawl, successful or not.'),
    last_error: Type.Union([Type.String(), Type.Null()], {
      description:
        'Why the last crawl failed, when it did; for platform admins only, null for everyone else.',
    }),
    health: FeedHealthSchema,
    interval_minutes: Type.Integer({ description: 'Minutes between crawls.' }),
  },
  {
    additionalProperties: false,
    description: 'An external list of assemblies the crawler reads every interval.',
  },
);
export type Feed = Static<typeof FeedSchema>;

export const FeedParamsSchema = Type.Object({
  feed: Type.String({ maxLength: 100, description: 'Feed name: berlin, dresden, …' }),
});

export const FEED_RUNS_DEFAULT_LIMIT = 10;
export const FEED_RUNS_MAX_LIMIT = 100;

export const FeedRunsQuerySchema = Type.Object({
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: FEED_RUNS_MAX_LIMIT,
      default: FEED_RUNS_DEFAULT_LIMIT,
      description: `Runs to return: 1 to ${FEED_RUNS_MAX_LIMIT}, default ${FEED_RUNS_DEFAULT_LIMIT}.`,
    }),
  ),
});

const Count = (description: string) => Type.Integer({ minimum: 0, description });

export const CrawlRunSchema = Type.Object(
  {
    id: Type.Integer(),
    trigger: Type.Union([Type.Literal('schedule'), Type.Literal('cli'), Type.Literal('admin')], {
      description: 'Who started it: the hourly scheduler, the crawl CLI or Crawl now in the admin area.',
    }),
    started_at: Type.String({ format: 'date-time' }),
    finished_at: Time('When it ended; null while it runs.'),
    status: Type.Union([Type.Literal('running'), Type.Literal('ok'), Type.Literal('failed')], {
      description: 'failed: the list could not be read or failed a sanity check, and nothing was changed.',
    }),
    rows_fetched: Type.Union([Type.Integer(), Type.Null()], { description: 'Rows the list had.' }),
    new_count: Count('Events created.'),
    updated_count: Count('Events changed.'),
    cancelled_count: Count('Events the list marked cancelled or no longer listed.'),
    unchanged_count: Count('Rows as before.'),
    unplaced_count: Count('Rows whose place could not be located.'),
    expired_count: Count('Rows now in the past.'),
    missing_count: Count('Rows absent from this crawl, not yet cancelled.'),
    superseded_count: Count('Rows replaced by a newer row of the same assembly.'),
    rejected_count: Count('Rows that could not be read.'),
    error: Type.Union([Type.String(), Type.Null()], { description: 'Why it failed, when it did.' }),
  },
  { additionalProperties: false, description: 'One crawl of a feed.' },
);
export type CrawlRun = Static<typeof CrawlRunSchema>;

export const CrawlStartedSchema = Type.Object(
  { run_id: Type.Integer({ description: 'The run: follow it with GET /v1/feeds/{feed}/runs.' }) },
  { additionalProperties: false, description: 'Accepted: the crawl runs in the background.' },
);
export type CrawlStarted = Static<typeof CrawlStartedSchema>;
