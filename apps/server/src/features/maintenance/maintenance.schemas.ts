// Wire shapes of the admin section "Maintenance (cleanup)" (issue 15, decision 044): the jobs, a dry run's findings,
// and the log of dry runs and runs.
import { type Static, Type } from 'typebox';
import { MAINTENANCE_JOBS, MAINTENANCE_RETENTION_DAYS, MAINTENANCE_SAMPLE_ROWS } from './maintenance-jobs.js';

const Count = Type.Integer({ minimum: 0 });
const Instant = Type.String({ format: 'date-time' });

export const MaintenanceJobSchema = Type.Enum(MAINTENANCE_JOBS, {
  description: `A cleanup job. Rows are kept this many days: ${MAINTENANCE_JOBS.map((job) => `${job} ${MAINTENANCE_RETENTION_DAYS[job]}`).join(', ')}.`,
});

export const MaintenanceJobParamsSchema = Type.Object({ job: MaintenanceJobSchema });

export const MaintenanceAsOfBodySchema = Type.Object(
  {
    as_of: Type.Optional({
      ...Instant,
      description:
        'The moment the retentions count back from (not in the future). A dry run answers the one it used (now when ' +
        'absent); give it to the run so that it removes what the dry run counted.',
    }),
  },
  { additionalProperties: false },
);
export type MaintenanceAsOfBody = Static<typeof MaintenanceAsOfBodySchema>;

export const MaintenancePreviewSchema = Type.Object(
  {
    job: MaintenanceJobSchema,
    as_of: Instant,
    cutoff: { ...Instant, description: 'as_of less the retention: the rule counts rows older than this.' },
    rows: { ...Count, description: 'Rows the job would remove.' },
    sample: Type.Array(
      Type.Object(
        {
          id: Type.String(),
          label: Type.String({ description: 'What the row is, in the data’s own words (not translated).' }),
          at: { ...Instant, description: 'The moment the retention counts from.' },
        },
        { additionalProperties: false },
      ),
      { maxItems: MAINTENANCE_SAMPLE_ROWS, description: 'The oldest of them.' },
    ),
  },
  { additionalProperties: false },
);
export type MaintenancePreview = Static<typeof MaintenancePreviewSchema>;

export const MaintenanceRunSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    job: MaintenanceJobSchema,
    dry_run: Type.Boolean({ description: 'A dry run only counted; rows is what it would remove.' }),
    as_of: Instant,
    cutoff: Instant,
    started_by: Type.Union([Type.String(), Type.Null()], { description: 'The admin’s username.' }),
    started_at: Instant,
    finished_at: Type.Union([Instant, Type.Null()]),
    status: Type.Union([Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
    rows: { ...Count, description: 'Removed so far (a run), or found (a dry run).' },
    error: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type MaintenanceRun = Static<typeof MaintenanceRunSchema>;

export const MaintenanceOverviewSchema = Type.Object(
  {
    jobs: Type.Array(
      Type.Object({ job: MaintenanceJobSchema, retention_days: Count }, { additionalProperties: false }),
    ),
    runs: Type.Array(MaintenanceRunSchema, { description: 'The log, newest first.' }),
  },
  { additionalProperties: false },
);
export type MaintenanceOverview = Static<typeof MaintenanceOverviewSchema>;
