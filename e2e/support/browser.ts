// Debian Chromium driven by playwright-core: one browser per worker, a fresh context per journey.
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterEach, beforeAll, inject } from 'vitest';
import { type Language, LOCALES } from './languages.js';
import './provided.js';

const FULL_BROWSER_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Debian's chromium-headless-shell is the same Chromium build without the full browser's window layer (what playwright
// itself runs headless by default): a third less of Chromium's CPU for the same journeys (decision 041, addendum
// 2026-11-27). It has no notifications or push service; the journeys of those ask for the full browser. The full
// browser as well when the shell is not installed.
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const SHELL_PATH =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_BROWSER_PATH);

// DESIGN §3. Playwright adds --headless and a throwaway --user-data-dir itself; every context
// below is a fresh, incognito-like profile, so no journey sees another's storage.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };
export const PHONE_VIEWPORT = { width: 360, height: 740 };

export interface JourneyOptions {
  language: Language;
  viewport?: { width: number; height: number };
  /** Value of localStorage 'language' before the app's first script runs. */
  storedLanguage?: string;
  /** IANA time zone of the device, e.g. to show that event times do not follow it. */
  timezoneId?: string;
  /** Console or page errors the journey provokes on purpose; anything else fails the test. */
  expectedErrors?: RegExp[];
  /** Let the app's service worker run (the offline journeys); blocked by default. */
  serviceWorkers?: 'allow' | 'block';
}

export interface Journey {
  page: Page;
  context: BrowserContext;
  baseUrl: string;
  /** Absolute URL of a path on the server under test. */
  url(path: string): string;
}

interface OpenJourney {
  context: BrowserContext;
  errors: string[];
  expectedErrors: RegExp[];
}

// A render React recovered from (the app's onRecoverableError, app/recoverable-error.ts) is a defect whatever errors a
// journey provokes: the report carries its cause's message and stack, which may read like an expected error.
const RECOVERED_RENDER_ERROR = /Minified React error #520/;

function isUnexpected(error: string, expectedErrors: RegExp[]): boolean {
  return RECOVERED_RENDER_ERROR.test(error) || !expectedErrors.some((pattern) => pattern.test(error));
}

function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

// The worker's browser. A worker runs its files one after another in one module graph (e2e/vitest.config.ts), so
// this outlives a file: launching Chromium for each file cost more than most journeys (decision 041). Journeys
// share nothing through it, each has its own incognito context; playwright closes it when the worker exits.
const launched = new Map<string, Promise<Browser>>();

async function workerBrowser(executablePath: string): Promise<Browser> {
  const browser = await launched.get(executablePath)?.catch(() => undefined);
  if (browser?.isConnected()) return browser;
  const launch = chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  launched.set(executablePath, launch);
  return launch;
}

export interface BrowserNeeds {
  /** The file's journeys show notifications or subscribe to push: the full browser, not the headless shell. */
  notifications?: boolean;
}

/**
 * Registers the hooks that give this file the worker's browser and check each journey for
 * unexpected errors. Call once at the top level of a journey file.
 */
export function useBrowser(needs: BrowserNeeds = {}): { open(options: JourneyOptions): Promise<Journey> } {
  const baseUrl = inject('baseUrl');
  let browser: Browser | undefined;
  const journeys: OpenJourney[] = [];

  beforeAll(async () => {
    browser = await workerBrowser(needs.notifications ? FULL_BROWSER_PATH : SHELL_PATH);
  });
  afterEach(async () => {
    const finished = journeys.splice(0);
    await Promise.all(finished.map((journey) => journey.context.close()));
    const unexpected = finished.flatMap((journey) =>
      journey.errors.filter((error) => isUnexpected(error, journey.expectedErrors)),
    );
    if (unexpected.length > 0) {
      throw new Error(`The page reported unexpected errors:\n${unexpected.map((e) => `- ${e}`).join('\n')}`);
    }
  });

  async function open(options: JourneyOptions): Promise<Journey> {
    if (!browser)
      throw new Error('useBrowser(): the browser is not launched yet (call open() inside a test)');
    const context = await browser.newContext({
      locale: LOCALES[options.language],
      viewport: options.viewport ?? DESKTOP_VIEWPORT,
      timezoneId: options.timezoneId,
      // A service worker would answer requests behind page.route's back; its own tests opt in.
      serviceWorkers: options.serviceWorkers ?? 'block',
      storageState:
        options.storedLanguage === undefined
          ? undefined
          : {
              cookies: [],
              origins: [
                { origin: baseUrl, localStorage: [{ name: 'language', value: options.storedLanguage }] },
              ],
            },
    });
    const journey: OpenJourney = { context, errors: [], expectedErrors: options.expectedErrors ?? [] };
    journeys.push(journey);
    // Tests never touch the network: anything not on loopback is refused.
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (isLoopback(url)) return route.fallback();
      journey.errors.push(`request to a non-loopback host was blocked: ${url}`);
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => journey.errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      // A failed resource's message names no URL; its location does.
      const { url } = message.location();
      if (message.type() === 'error')
        journey.errors.push(`console error: ${message.text()}${url ? ` (${url})` : ''}`);
    });
    return { page, context, baseUrl, url: (path) => new URL(path, baseUrl).href };
  }

  return { open };
}
