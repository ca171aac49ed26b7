// Test helper: the real captured feed data in ../shared/fixtures/sources (read-only, beside the repository).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIXTURES_DIR =
  process.env.FEED_FIXTURES_DIR ??
  fileURLToPath(new URL('../../../../../../shared/fixtures/sources/', import.meta.url));

/** Reads a fixture; `name` may be a folder plus a file-name prefix, for names holding ':' or '+'. */
export function readFixture(folder: string, fileStart: string): string {
  const dir = join(FIXTURES_DIR, folder);
  const file = readdirSync(dir).find((name) => name.startsWith(fileStart));
  if (!file) throw new Error(`no fixture ${folder}/${fileStart}* in ${FIXTURES_DIR}`);
  return readFileSync(join(dir, file), 'utf8');
}

export const BERLIN_DAY_1 = () => readFixture('berlin-polizei/demodiff-2026-08-17T1825Z', 'results.json');
export const BERLIN_DAY_2 = () => readFixture('berlin-polizei/demodiff-2026-08-18T1227Z', 'results.json');
export const DRESDEN_DAY_1 = () => readFixture('dresden-stadt/kiliankoe-2025-07-01', 'assemblies.json');
export const DRESDEN_DAY_2 = () => readFixture('dresden-stadt/kiliankoe-2025-07-02', 'assemblies.json');
export const DRESDEN_2026 = () => readFixture('dresden-stadt/kiliankoe-2026-08-22', 'assemblies.json');

export function readBerlin2023(extension: 'json' | 'html'): string {
  const dir = 'berlin-polizei/derhuerst-2023-05-23';
  const file = readdirSync(join(FIXTURES_DIR, dir)).find((name) => name.endsWith(`.${extension}`));
  if (!file) throw new Error(`no Berlin 2023 ${extension} fixture`);
  return readFileSync(join(FIXTURES_DIR, dir, file), 'utf8');
}
