// `npm run build -w apps/server`: the server as plain JavaScript in apps/server/dist, for production (DESIGN §4.15:
// production runs compiled JavaScript, development and tests keep tsx). One file per source file, without
// bundling: dist/ mirrors src/ (src/main.ts → dist/main.js), so every path a module finds from its own
// location stays right (db/migrations/ beside migrate.js, the Dresden place table beside its module, the web
// app's build at ../../web/dist). Types are checked by `npm run typecheck`, not here: esbuild only strips them
// (about a second, where tsc takes a minute on a busy machine).
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(SERVER_DIR, '../..');
const SRC = join(SERVER_DIR, 'src');
// --outdir: another folder of apps/server (a test builds beside dist/ so a running server keeps its files).
const { values } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } });
const OUT = resolve(SERVER_DIR, values.outdir);
if (dirname(OUT) !== SERVER_DIR) throw new Error('--outdir must be a folder directly in apps/server');

/** Files that only tests use: never shipped. */
const isTestOnly = (path) =>
  /\.test(-support)?\.tsx?$/.test(path) || path.split('/').includes('test-support');

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

/** dist/ mirrors src/ only: a module the server imports from outside src/ would be missing there. */
function refuseImportsFromOutside(files) {
  for (const file of files) {
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)) {
      if (resolve(dirname(file), spec).startsWith(`${SRC}/`)) continue;
      throw new Error(
        `${relative(ROOT, file)} imports ${spec} from outside apps/server/src: dist/ would lack it`,
      );
    }
  }
}

const sources = walk(SRC).filter((path) => !isTestOnly(path));
const modules = sources.filter((path) => path.endsWith('.ts'));
refuseImportsFromOutside(modules);

rmSync(OUT, { recursive: true, force: true });
const started = performance.now();
await build({
  entryPoints: modules,
  outdir: OUT,
  outbase: SRC,
  bundle: false,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
});
// Data files read at run time beside their module (e.g. crawl/geocode/dresden-places.json).
const assets = sources.filter((path) => path.endsWith('.json'));
for (const asset of assets) cpSync(asset, join(OUT, relative(SRC, asset)));
console.log(
  `server built: ${modules.length} modules and ${assets.length} data files in ${relative(ROOT, OUT)} (${Math.round(performance.now() - started)} ms)`,
);
