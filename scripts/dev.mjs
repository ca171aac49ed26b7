#!/usr/bin/env node
// `npm run dev`: the API server with reload (port 8080) and the Vite dev server with HMR, which
// proxies /v1, /api and /health to it so the app runs on one origin (apps/web/vite.config.ts).
// Output lines are prefixed by process; Ctrl-C or SIGTERM stops both; if one exits, so does the other.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const API_PORT = process.env.PORT ?? '8080';
const API_PROXY_TARGET = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${API_PORT}`;
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;

const processes = [
  { name: 'server', colour: 36, args: ['run', 'dev', '-w', 'apps/server'], env: { PORT: API_PORT } },
  { name: 'web', colour: 35, args: ['run', 'dev', '-w', 'apps/web'], env: { API_PROXY_TARGET } },
];

const width = Math.max(...processes.map(({ name }) => name.length));
const children = [];
let stopping = false;
let exitCode = 0;

function prefix(name, colour) {
  const label = `[${name.padEnd(width)}]`;
  return useColour ? `\x1b[${colour}m${label}\x1b[0m ` : `${label} `;
}

function pipeLines(stream, target, label) {
  createInterface({ input: stream }).on('line', (line) => target.write(`${label}${line}\n`));
}

function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    // Each child leads its own process group (detached), so npm, the shell and the tool all get the signal.
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  }
}

for (const { name, colour, args, env } of processes) {
  const child = spawn('npm', args, {
    env: { ...process.env, ...env, FORCE_COLOR: useColour ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const label = prefix(name, colour);
  pipeLines(child.stdout, process.stdout, label);
  pipeLines(child.stderr, process.stderr, label);
  child.on('exit', (code, signal) => {
    process.stdout.write(`${label}exited ${signal ? `on ${signal}` : `with code ${code}`}\n`);
    if (!stopping && code !== 0) exitCode = code ?? 1;
    stopAll('SIGTERM');
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
  children.push(child);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}

process.stdout.write(
  `${prefix('dev', 33)}API on http://127.0.0.1:${API_PORT}, app on the Vite URL below (proxying the API)\n`,
);
