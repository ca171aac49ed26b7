// `npm run crawl -- [berlin|dresden|friedenskooperative|demokrateam] [--dry-run] [--force]`
// Crawls feeds now, on the configured database: the embedded one when the server is stopped (PGlite
// serves one process at a time), or PostgreSQL (DATABASE_URL) beside running servers. Exit status 1
// when a feed failed (issue 5 "Operators").
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { embeddedDatabaseDir, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { loadGazetteerIfEmpty } from '../geo/load-gazetteer.js';
import { FEED_NAMES, type FeedName, isFeedName } from './feed.js';
import { FEEDS } from './feeds/index.js';
import { createProgress } from './progress.js';
import { type CrawlOutcome, crawlFeed, settingsFromConfig } from './run-crawl.js';
import { mapWithConcurrency } from './scheduler.js';

const USAGE = `usage: npm run crawl -- [${FEED_NAMES.join('|')}] [--dry-run] [--force]
  (no feed)   crawl every feed
  --dry-run   read the feed and print what would change; write nothing
  --force     accept a list that shrank by more than half (an operator's decision)`;

/** Diff lines printed per feed in a dry run; the counts are always complete. */
const MAX_DIFF_LINES = 200;

function printOutcome(outcome: CrawlOutcome, dryRun: boolean): void {
  const c = outcome.counts;
  const head = `${outcome.feed.padEnd(20)} ${outcome.status.padEnd(6)}`;
  if (outcome.status === 'failed') {
    console.log(`${head} ${outcome.error}`);
    return;
  }
  console.log(
    `${head} rows ${outcome.rowsFetched ?? 0} (${outcome.via}) · new ${c.new_count} · updated ${c.updated_count} · ` +
      `cancelled ${c.cancelled_count} · unchanged ${c.unchanged_count} · past ${c.expired_count} · ` +
      `missing ${c.missing_count} · superseded ${c.superseded_count} · unplaced ${c.unplaced_count} · rejected ${outcome.rejected.length}`,
  );
  for (const rejected of outcome.rejected.slice(0, 5))
    console.log(`    rejected: ${rejected.reason}: ${rejected.row.slice(0, 100)}`);
  if (!dryRun) return;
  for (const line of outcome.diff.slice(0, MAX_DIFF_LINES)) {
    console.log(`  ${line.kind.padEnd(10)} ${line.day} ${line.name.slice(0, 90)}`);
    for (const change of line.changes ?? []) {
      console.log(
        `      ${change.field}: ${(change.old_value ?? '—').slice(0, 60)} → ${(change.new_value ?? '—').slice(0, 60)}`,
      );
    }
  }
  if (outcome.diff.length > MAX_DIFF_LINES)
    console.log(`  … and ${outcome.diff.length - MAX_DIFF_LINES} more`);
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      'dry-run': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const unknown = positionals.filter((name) => !isFeedName(name));
  if (unknown.length > 0) {
    console.error(`unknown feed ${unknown.join(', ')}\n${USAGE}`);
    return 2;
  }
  const names = (positionals.length > 0 ? positionals : [...FEED_NAMES]) as FeedName[];
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: embeddedDatabaseDir(config.dataDir),
  });
  try {
    console.error(
      database.kind === 'pglite'
        ? `embedded database in ${embeddedDatabaseDir(config.dataDir)}`
        : 'PostgreSQL (DATABASE_URL)',
    );
    await migrateToLatest(database.db);
    await loadGazetteerIfEmpty(database.db);
    const settings = settingsFromConfig(config);
    const progress = createProgress(process.stderr, names.length);
    const outcomes = await mapWithConcurrency(names, config.crawl.concurrency, (name) =>
      crawlFeed(database.db, FEEDS[name], settings, {
        trigger: 'cli',
        dryRun: values['dry-run'],
        force: values.force,
        onStage: (stage, detail) => progress.update(name, detail ? `${stage} ${detail}` : stage),
      }),
    );
    progress.finish();
    if (values['dry-run']) console.log('dry run: nothing was written');
    for (const outcome of outcomes) printOutcome(outcome, values['dry-run'] ?? false);
    return outcomes.some((o) => o.status === 'failed') ? 1 : 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
