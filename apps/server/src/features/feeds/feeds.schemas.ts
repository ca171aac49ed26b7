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
      description: 'Why the last crawl failed, when it did.',
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
