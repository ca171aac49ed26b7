// Time to render N event markers on the app's map in Chromium (Discovery issue: 10,000+ markers stay
// smooth). Builds bench/map-page (the real map component and marker code) with Vite, serves it on
// loopback with the server's Content-Security-Policy, and drives Debian Chromium (SwiftShader WebGL,
// so absolute figures are worse than on a phone's GPU; compare runs, do not read them as a budget).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { parseArgs } from 'node:util';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { contentSecurityPolicy } from '../../apps/server/src/http/security-headers.js';
import { wholeNumberOption } from '../support/options.js';
import { formatDuration, printTable } from '../support/report.js';
import type { Scenario } from './scenario.js';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
};

function cspHeader(): string {
  return Object.entries(contentSecurityPolicy([]))
    .map(([name, values]) => (values === null ? name : `${name} ${values.join(' ')}`))
    .join('; ');
}

async function serve(root: string): Promise<{ server: Server; url: string }> {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path === '/' ? 'index.html' : path);
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-security-policy': cspHeader(),
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
      if (!file.endsWith('favicon.ico')) console.error(`bench server: 404 ${path}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { server, url: `http://127.0.0.1:${address.port}/` };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export const mapMarkersScenario: Scenario = {
  name: 'map-markers',
  summary: 'time to draw N clustered event markers on the web map in Chromium (SwiftShader WebGL)',
  usage: [
    '--markers LIST   marker counts, comma-separated (default 1000,10000,50000)',
    '--runs N         fresh page loads per count; the median is printed (default 3)',
    '--screenshots DIR  save what the map shows for each count as DIR/map-<count>.png',
  ].join('\n'),

  async run(args) {
    const { values } = parseArgs({
      args,
      options: { markers: { type: 'string' }, runs: { type: 'string' }, screenshots: { type: 'string' } },
    });
    const counts = (values.markers ?? '1000,10000,50000')
      .split(',')
      .map((raw) => wholeNumberOption('markers', raw, 0));
    const runs = wholeNumberOption('runs', values.runs, 3);
    const outDir = await mkdtemp(join(tmpdir(), 'map-bench-'));
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const { server, url } = await serve(outDir);
    try {
      await build({
        root: join(import.meta.dirname, '../map-page'),
        configFile: false,
        logLevel: 'warn',
        plugins: [react(), tailwindcss()],
        build: { outDir, emptyOutDir: true },
      });
      const rows: string[][] = [];
      for (const count of counts) {
        const builds: number[] = [];
        const startups: number[] = [];
        const renders: number[] = [];
        const loads: number[] = [];
        for (let run = 0; run < runs; run++) {
          const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
          const problems: string[] = [];
          page.on('console', (message) => {
            const where = message.location().url;
            if (message.type() === 'error' && !where.endsWith('/favicon.ico'))
              problems.push(`${message.text()} ${where}`);
          });
          page.on('pageerror', (error) => problems.push(error.message));
          await page.goto(`${url}?markers=${count}`);
          const result = await page.waitForFunction(
            () => (window as { benchResult?: unknown }).benchResult,
            undefined,
            {
              timeout: 120_000,
            },
          );
          const { buildMs, startupMs, renderMs } = (await result.jsonValue()) as {
            buildMs: number;
            startupMs: number;
            renderMs: number;
          };
          startups.push(startupMs);
          loads.push(await page.evaluate(() => performance.now()));
          // A map that measures fast because it drew nothing would be a lie: check the canvas.
          const canvas = await page.evaluate(() => {
            const element = document.querySelector('canvas');
            return element === null
              ? undefined
              : { width: element.clientWidth, height: element.clientHeight };
          });
          if (canvas === undefined || canvas.width < 100 || canvas.height < 100) {
            throw new Error(`the map canvas is missing or tiny: ${JSON.stringify(canvas)}`);
          }
          builds.push(buildMs);
          renders.push(renderMs);
          if (problems.length > 0) throw new Error(`page errors:\n${problems.join('\n')}`);
          if (values.screenshots && run === 0)
            await page.screenshot({ path: join(values.screenshots, `map-${count}.png`) });
          await page.close();
        }
        rows.push([
          count.toLocaleString('en'),
          formatDuration(median(builds)),
          formatDuration(median(startups)),
          formatDuration(median(renders)),
          formatDuration(median(loads)),
        ]);
      }
      printTable(`map markers in Chromium (median of ${runs})`, [
        [
          'markers',
          'events → markers',
          'empty map ready',
          'markers set → drawn (idle)',
          'navigation → drawn',
        ],
        ...rows,
      ]);
    } finally {
      server.close();
      await browser.close();
      await rm(outDir, { recursive: true, force: true });
    }
  },
};
