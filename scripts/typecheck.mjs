#!/usr/bin/env node
// `npm run typecheck`: tsc on each TypeScript project, two at a time on a machine of two cores or more. Each tsc
// is one thread, so one after the other left a core idle. A project's output is printed whole when it ends, so two
// never interleave; the exit status is 1 when any failed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';

// The slowest first, so the last to start is a short one.
const PROJECTS = ['apps/server', 'apps/web', 'e2e', 'apps/web/tsconfig.sw.json', 'apps/mobile'];
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ project, ok: false, output: String(error) }));
    // 'close', not 'exit': the whole output has been read then.
    child.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const queue = [...PROJECTS];
const failed = [];
async function worker() {
  for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
    const result = await check(project);
    process.stdout.write(`tsc -p ${result.project}: ${result.ok ? 'ok' : 'failed'}\n${result.output}`);
    if (!result.ok) failed.push(result.project);
  }
}

await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker));
if (failed.length > 0) {
  process.stderr.write(`typecheck failed in: ${failed.join(', ')}\n`);
  process.exit(1);
}
