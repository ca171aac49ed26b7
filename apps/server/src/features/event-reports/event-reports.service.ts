// Admin section "Reports" (issue 15): platform admins read the open reports, dismiss one, or hide its event.
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { regroupDuplicates } from '../events/duplicates/event-duplicates.service.js';
import * as repository from './event-reports.repository.js';
import type { EventReport } from './event-reports.schemas.js';

export const listOpenReports = (db: Db, limit: number): Promise<EventReport[]> =>
  repository.findOpenReports(db, limit);

async function reportOf(db: Db, id: number) {
  const report = await repository.findReport(db, id);
  if (!report) throw new AppError('not_found', 'Report not found');
  return report;
}

export async function dismissReport(db: Db, id: number): Promise<void> {
  await reportOf(db, id);
  await repository.markHandled(db, id);
}

/** Hides the event; its group of duplicates (decision 048) is built again without it in the same transaction. */
export async function hideReportedEvent(db: Db, id: number, now: Date = new Date()): Promise<void> {
  const report = await reportOf(db, id);
  await db.transaction().execute(async (trx) => {
    await repository.hideEvent(trx, report.event_id, now);
    await regroupDuplicates(trx, [report.event_id]);
  });
}
