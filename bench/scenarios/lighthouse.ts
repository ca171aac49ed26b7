// Lighthouse mobile (issue 18 'Fast pages'): the built server on a fresh demo database serves this tree's web
// build and, with --before, another build beside it (same server code, one server each); Lighthouse's mobile
// preset (simulated throttling) loads each page from both, alternating in one Chromium, so both see the same
// load. Scores swing with the machine's load; TBT, the long tasks and the bytes on the wire are what the code
// controls, so those are printed per run with the scripts that cost the main thread most.
//
// Lighthouse is not a dependency of the repo (12.2.3 is the last that `npm ci` and Node 20 accept here):
// install it outside, `npm i -E lighthouse@12.2.3` in some folder, and pass that folder as --lighthouse.
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { numberOption, wholeNumberOption } from '../support/options.js';
import {
  type ProductionServer,
  startProductionServer,
  stopProductionServer,
} from '../support/production-server.js';
import { formatCount, printTable } from '../support/report.js';
import type { Scenario } from './scenario.js';

const THIS_BUILD = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
// The map's chunk, its worker and its styles: home's budget is counted without them (issue 18).
const MAP_ASSET = /\/assets\/maplibre-/;

interface Audit {
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}
interface Report {
  /** Lighthouse's measure of the host's CPU (docs/throttling.md: 1000-2000 a desktop, 125-800 a mid-tier phone). */
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
}
type RunLighthouse = (
  url: string,
  flags: object,
) => Promise<{ lhr: Report; artifacts: { traces: Record<string, unknown> } } | undefined>;
interface Chrome {
  port: number;
  kill(): Promise<void> | void;
}
type LaunchChrome = (options: object) => Promise<Chrome>;

async function loadLighthouse(folder: string): Promise<{ lighthouse: RunLighthouse; launch: LaunchChrome }> {
  const require = createRequire(join(resolve(folder), 'package.json'));
  const load = (name: string) => import(pathToFileURL(require.resolve(name)).href);
  const [lighthouseModule, launcherModule] = await Promise.all([load('lighthouse'), load('chrome-launcher')]);
  return { lighthouse: lighthouseModule.default, launch: launcherModule.launch };
}

const items = (report: Report, audit: string) => report.audits[audit]?.details?.items ?? [];
const numeric = (report: Report, audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
const score = (report: Report, category: string) => {
  const value = report.categories[category]?.score;
  return value === null || value === undefined ? '?' : String(Math.round(value * 100));
};
const kib = (bytes: number) => (bytes / 1024).toFixed(0);
const fileOf = (url: unknown) =>
  String(url)
    .replace(/^.*\//, '')
    .replace(/-[\w-]{8}\./, '.') || String(url);

function scriptBytes(report: Report): { all: number; beforeMap: number } {
  let all = 0;
  let beforeMap = 0;
  for (const request of items(report, 'network-requests')) {
    if (request.resourceType !== 'Script') continue;
    const bytes = Number(request.transferSize ?? 0);
    all += bytes;
    if (!MAP_ASSET.test(String(request.url))) beforeMap += bytes;
  }
  return { all, beforeMap };
}

/** The long tasks (simulated, as TBT counts them) and the scripts' main-thread time, largest first. */
function mainThread(report: Report): string[] {
  const longTasks = items(report, 'long-tasks')
    .slice(0, 6)
    .map(
      (task) =>
        `${fileOf(task.url)} ${formatCount(Number(task.duration))} ms @${formatCount(Number(task.startTime))}`,
    );
  const bootup = items(report, 'bootup-time')
    .slice(0, 6)
    .map((script) => `${fileOf(script.url)} ${formatCount(Number(script.total))} ms`);
  const work = items(report, 'mainthread-work-breakdown')
    .slice(0, 5)
    .map((group) => `${group.groupLabel ?? group.group} ${formatCount(Number(group.duration))} ms`);
  return [
    `  long tasks: ${longTasks.join(', ')}`,
    `  bootup: ${bootup.join(', ')}`,
    `  main thread: ${work.join(', ')}`,
  ];
}

export const lighthouseScenario: Scenario = {
  name: 'lighthouse',
  summary: 'Lighthouse mobile per page on the built server: this web build against --before, side by side',
  usage: [
    '--lighthouse <dir>   folder where lighthouse@12.2.3 is installed (required)',
    '--before <dir>       another web build (a copy of apps/web/dist) to compare with; run `npm run build` first',
    '--pages <list>       comma-separated paths (default /en,/en/about,/en/events/18,/de/about)',
    '--rounds <n>         loads of each page per build (default 2)',
    '--out <dir>          also write each Lighthouse report as JSON there',
    "--trace <dir>        also write each run's trace with V8 CPU samples there (opens in DevTools' Performance panel)",
    '--chrome <path>      Chromium (default /usr/bin/chromium)',
    "--cpu-slowdown <n>   the simulation's CPU multiplier (default 4, the mobile preset's, calibrated for a fast desktop;",
    "                     Lighthouse's docs/throttling.md lowers it on a host whose benchmark index is lower)",
  ].join('\n'),
  async run(args) {
    const { values } = parseArgs({
      args,
      options: {
        lighthouse: { type: 'string' },
        before: { type: 'string' },
        pages: { type: 'string', default: '/en,/en/about,/en/events/18,/de/about' },
        rounds: { type: 'string' },
        out: { type: 'string' },
        trace: { type: 'string' },
        chrome: { type: 'string', default: '/usr/bin/chromium' },
        'cpu-slowdown': { type: 'string' },
      },
    });
    if (!values.lighthouse) throw new Error('--lighthouse <dir> is required (see --help)');
    const rounds = wholeNumberOption('rounds', values.rounds, 2);
    const cpuSlowdown = numberOption('cpu-slowdown', values['cpu-slowdown'], 4);
    const { lighthouse, launch } = await loadLighthouse(values.lighthouse);
    const builds = [...(values.before ? [{ label: 'before', dir: resolve(values.before) }] : [])];
    builds.push({ label: 'after', dir: THIS_BUILD });
    const servers: { label: string; server: ProductionServer }[] = [];
    // One after the other: each start builds the server into the same folder.
    for (const build of builds) {
      const server = await startProductionServer({
        SEED_DEMO_DATA: 'true',
        WEB_DIST_DIR: build.dir,
        // The offline outline: the default style's origin is unreachable here, and a bench reaches no network.
        MAP_STYLE_URL: 'none',
      });
      servers.push({ label: build.label, server });
    }
    const chrome = await launch({
      chromePath: values.chrome,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    for (const folder of [values.out, values.trace]) if (folder) await mkdir(folder, { recursive: true });
    const rows = [
      [
        'page',
        'build',
        'load',
        'index',
        'perf',
        'a11y',
        'TBT ms',
        'FCP ms',
        'LCP ms',
        'CLS',
        'JS KiB',
        'w/o map',
      ],
    ];
    const details: string[] = [];
    try {
      for (let round = 1; round <= rounds; round += 1) {
        for (const page of values.pages.split(',')) {
          for (const { label, server } of servers) {
            const load = loadavg()[0]?.toFixed(1) ?? '?';
            const result = await lighthouse(`${server.url}${page}`, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility'],
              throttling: { cpuSlowdownMultiplier: cpuSlowdown },
              // The samples say which functions a long task ran (MapLibre's, React's, ours).
              ...(values.trace && { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }),
            });
            if (!result) throw new Error(`Lighthouse gave no report for ${page}`);
            const report = result.lhr;
            const bytes = scriptBytes(report);
            rows.push([
              page,
              label,
              load,
              String(Math.round(report.environment?.benchmarkIndex ?? Number.NaN)),
              score(report, 'performance'),
              score(report, 'accessibility'),
              formatCount(numeric(report, 'total-blocking-time')),
              formatCount(numeric(report, 'first-contentful-paint')),
              formatCount(numeric(report, 'largest-contentful-paint')),
              numeric(report, 'cumulative-layout-shift').toFixed(3),
              kib(bytes.all),
              kib(bytes.beforeMap),
            ]);
            details.push(`${page} ${label} (round ${round}, load ${load})`, ...mainThread(report));
            const failing = Object.entries(report.audits).filter(
              ([id, audit]) => (audit as { score?: number | null }).score === 0 && a11yAudits(report).has(id),
            );
            if (failing.length > 0)
              details.push(`  accessibility failing: ${failing.map(([id]) => id).join(', ')}`);
            const name = `${page.replaceAll('/', '_') || '_'}-${label}-${round}`;
            if (values.out) await writeFile(join(values.out, `${name}.json`), JSON.stringify(report));
            if (values.trace) {
              const trace = result.artifacts.traces.defaultPass;
              await writeFile(join(values.trace, `${name}.trace.json`), JSON.stringify(trace));
            }
            console.log(rows.at(-1)?.join('  '));
          }
        }
      }
    } finally {
      await chrome.kill();
      for (const { server } of servers) await stopProductionServer(server);
    }
    printTable(
      `Lighthouse mobile (simulated throttling, CPU ×${cpuSlowdown}); index = the host's benchmark index; JS KiB = scripts on the wire, w/o map = without maplibre-*`,
      rows,
    );
    console.log(`\n${details.join('\n')}`);
  },
};

function a11yAudits(report: Report): Set<string> {
  const category = report.categories.accessibility as { auditRefs?: { id: string }[] } | undefined;
  return new Set((category?.auditRefs ?? []).map((ref) => ref.id));
}
