// The kill tests (crawl-kill, import-kill) send SIGKILL to a process while PostgreSQL shows it waiting, inside a
// transaction that has written, for a lock the test holds; then they wait for PostgreSQL to end its session. The
// process connects with its own application_name, so its sessions can be told from the test's.
import type pg from 'pg';
import { until } from './until.js';

/** A process started at load 30 takes minutes to reach its write. */
const WAIT_MS = 240_000;

/** Waits until a session of `applicationName` waits for a lock inside a transaction that has written. */
export function untilWaitingHavingWritten(
  client: pg.Client,
  applicationName: string,
  what: string,
): Promise<void> {
  return until(
    what,
    async () => {
      const { rows } = await client.query(
        `SELECT 1 FROM pg_stat_activity
         WHERE application_name = $1 AND wait_event_type = 'Lock' AND backend_xid IS NOT NULL`,
        [applicationName],
      );
      return rows.length > 0;
    },
    WAIT_MS,
  );
}

/** Waits until PostgreSQL has ended every session of `applicationName` (and rolled back its transaction). */
export function untilNoSessionLeft(client: pg.Client, applicationName: string, what: string): Promise<void> {
  return until(
    what,
    async () => {
      const { rows } = await client.query('SELECT 1 FROM pg_stat_activity WHERE application_name = $1', [
        applicationName,
      ]);
      return rows.length === 0;
    },
    WAIT_MS,
  );
}
