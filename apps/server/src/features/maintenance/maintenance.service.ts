// Admin section "Maintenance (cleanup)" (issue 15, decision 044): each job's dry run counts and shows what it would
// remove; its run removes what matches the same as_of, in batches, in the background, each batch one transaction
// with the run's count. Both are logged.
import type { Db } from '../../db/database.js';
import { AppError, validationError } from '../../http/errors.js';
import * as repository from './maintenance.repository.js';
import type {
  MaintenanceAsOfBody,
  MaintenanceOverview,
  MaintenancePreview,
  MaintenanceRun,
} from './maintenance.schemas.js';
import {
  MAINTENANCE_BATCH_ROWS,
  MAINTENANCE_JOBS,
  MAINTENANCE_RETENTION_DAYS,
  MAINTENANCE_SAMPLE_ROWS,
  type MaintenanceJob,
} from './maintenance-jobs.js';

const DAY_MS = 86_400_000;
/** The log lines the section shows. */
const RUNS_LISTED = 50;
/** A running line whose heartbeat (one per batch) is this old belonged to a process that died. */
const STALE_RUN_MS = 10 * 60_000;

function cutoffsOf(job: MaintenanceJob, body: MaintenanceAsOfBody, now = new Date()): repository.Cutoffs {
  const asOf = body.as_of === undefined ? now : new Date(body.as_of);
  if (asOf > now) throw validationError(['body', 'as_of'], 'as_of is in the future');
  return { asOf, cutoff: new Date(asOf.getTime() - MAINTENANCE_RETENTION_DAYS[job] * DAY_MS) };
}

function toWire(row: Awaited<ReturnType<typeof repository.findRun>>): MaintenanceRun {
  return {
    ...row,
    job: row.job as MaintenanceJob,
    as_of: row.as_of.toISOString(),
    cutoff: row.cutoff.toISOString(),
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

export async function getOverview(db: Db): Promise<MaintenanceOverview> {
  return {
    jobs: MAINTENANCE_JOBS.map((job) => ({ job, retention_days: MAINTENANCE_RETENTION_DAYS[job] })),
    runs: (await repository.findRuns(db, RUNS_LISTED)).map(toWire),
  };
}

/** What the job would remove; removes nothing, logs itself as a dry run. */
export async function previewJob(
  db: Db,
  job: MaintenanceJob,
  body: MaintenanceAsOfBody,
  userId: number,
): Promise<MaintenancePreview> {
  const cutoffs = cutoffsOf(job, body);
  const [rows, sample] = await Promise.all([
    repository.countMatching(db, job, cutoffs),
    repository.findSample(db, job, cutoffs, MAINTENANCE_SAMPLE_ROWS),
  ]);
  await repository.insertDryRun(db, { job, userId, ...cutoffs }, rows);
  return {
    job,
    as_of: cutoffs.asOf.toISOString(),
    cutoff: cutoffs.cutoff.toISOString(),
    rows,
    sample: sample.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
  };
}

/** Removes every row matching the job's rule at these cutoffs, batch by batch; answers how many went. */
export async function removeMatching(
  db: Db,
  job: MaintenanceJob,
  runId: number,
  cutoffs: repository.Cutoffs,
  batchRows = MAINTENANCE_BATCH_ROWS,
): Promise<number> {
  let total = 0;
  let after: string | number | undefined;
  for (;;) {
    const { removed, last } = await repository.deleteBatch(db, job, runId, cutoffs, after, batchRows);
    if (removed === 0) return total;
    total += removed;
    after = last;
  }
}

export interface MaintenanceLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MaintenanceRunner {
  /** Logs the run and starts it in the background; 409 while a run of the job is going on. */
  start(job: MaintenanceJob, body: MaintenanceAsOfBody, userId: number): Promise<MaintenanceRun>;
  /** Waits for the runs this process started (server shutdown). */
  settle(): Promise<void>;
}

export function createMaintenanceRunner(db: Db, log: MaintenanceLog): MaintenanceRunner {
  const running = new Set<Promise<void>>();
  return {
    async start(job, body, userId) {
      const cutoffs = cutoffsOf(job, body);
      const now = new Date();
      const id = await repository.claimRun(
        db,
        { job, userId, ...cutoffs },
        new Date(now.getTime() - STALE_RUN_MS),
      );
      if (id === undefined) throw new AppError('conflict', 'This job is running already');
      const task = removeMatching(db, job, id, cutoffs)
        .then(
          async (rows) => {
            await repository.finishRun(db, id, 'done', null);
            log.info({ maintenanceRunId: id, job, rows, asOf: cutoffs.asOf }, 'maintenance run');
          },
          async (error: unknown) => {
            log.error({ err: error, maintenanceRunId: id, job }, 'maintenance run failed');
            await repository.finishRun(db, id, 'failed', 'The run failed; the server log says why');
          },
        )
        // STYLE §4: nobody awaits this request any more; the failure is logged.
        .catch((err: unknown) => log.error({ err, maintenanceRunId: id }, 'maintenance run could not finish'))
        .finally(() => running.delete(task));
      running.add(task);
      return toWire(await repository.findRun(db, id));
    },
    async settle() {
      await Promise.all(running);
    },
  };
}
