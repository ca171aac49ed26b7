// Issue 14 "Installable PWA and offline" (SPEC §1: installable, offline through /sw.js; §4 "Service
// worker" console states): Chromium's installability checks, every route offline, saved and viewed
// events readable offline with the time they were fetched, searches that say they need a connection,
// the offline banner, and the update prompt that never reloads from under a half-filled form.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { newAccount, register } from './support/accounts.js';
import { getJson, upcomingEventsAround, type WireSource } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { forEachLanguage, type Language, LOCALES } from './support/languages.js';
import { WEB_DIST_DIR } from './support/server-process.js';
import { waitUntilServiceWorkerControls } from './support/service-worker.js';
import { logInOnPage } from './support/source-admin.js';

const browser = useBrowser();
const BERLIN = { lat: 52.52, lon: 13.405 };
// Requests the page makes while the network is cut fail, and Chromium logs each of them.
const OFFLINE_ERRORS = [
  /Failed to load resource/,
  /ERR_INTERNET_DISCONNECTED/,
  /ERR_FAILED/,
  // SPEC §4 "Similar events": errors are only logged.
  /Similar events could not be loaded/,
];

// SPEC §4 "Service worker (website)": the console states, exactly as the app logs them.
const CONSOLE = {
  active: 'Service worker active: the app is being served from cache by a service worker.',
  registered: 'Service worker registered.',
  cached: 'Content has been cached for offline use.',
  updateFound: 'New content downloading.',
  updated: 'New content available (please refresh).',
  offline: 'No internet connection found. App is running in offline mode.',
};

const TEXTS = {
  en: {
    name: 'Assembly Finder',
    logout: 'Logout',
    shortcuts: ['Find Events', 'Alerts', 'Saved'],
    offline: 'You are offline.',
    fetchedAt: 'Offline copy, fetched at',
    searchNeedsConnection: 'Searching needs a connection.',
    city: 'City',
    keyword: 'Keyword',
    search: 'Search',
    updateAvailable: 'New content available.',
    wouldLoseInput: 'Reloading now loses what you typed in the form.',
    reload: 'Reload',
    reloadAnyway: 'Reload anyway',
  },
  de: {
    name: 'Versammlungsfinder',
    logout: 'Abmelden',
    shortcuts: ['Veranstaltungen finden', 'Alarme', 'Gespeichert'],
    offline: 'Du bist offline.',
    fetchedAt: 'Offline-Kopie, abgerufen am',
    searchNeedsConnection: 'Die Suche braucht eine Verbindung.',
    city: 'Stadt',
    keyword: 'Stichwort',
    search: 'Suchen',
    updateAvailable: 'Neue Inhalte verfügbar.',
    wouldLoseInput: 'Neu laden verwirft, was du ins Formular getippt hast.',
    reload: 'Neu laden',
    reloadAnyway: 'Trotzdem neu laden',
  },
};

// Every screen that needs no account, by its path under the language.
const ROUTES = [
  '',
  'events',
  'event-list/1',
  'sources',
  'alerts',
  'alerts/add',
  'saved',
  'analysis',
  'info',
  'about',
  'settings',
  'login',
];

function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

async function waitForLine(lines: string[], line: string): Promise<void> {
  await expect.poll(() => lines.includes(line), { timeout: 20_000 }).toBe(true);
}

forEachLanguage(['en', 'de'], TEXTS, (language: Language, texts) => {
  test('the app is installable: manifest of the language, service worker in control, no installability errors', async () => {
    const baseUrl = inject('baseUrl');
    // An incognito context is never installable, so this journey has a profile of its own.
    const profile = await mkdtemp(join(tmpdir(), 'assembly-finder-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
      locale: LOCALES[language],
      serviceWorkers: 'allow',
    });
    try {
      await context.route('**/*', (route) =>
        new URL(route.request().url()).hostname === '127.0.0.1' ? route.fallback() : route.abort(),
      );
      const page = context.pages()[0] ?? (await context.newPage());
      const lines = consoleLines(page);
      await page.goto(new URL(`/${language}/about`, baseUrl).href);
      await waitUntilServiceWorkerControls(page);
      for (const line of [CONSOLE.registered, CONSOLE.cached, CONSOLE.active]) await waitForLine(lines, line);

      const cdp = await context.newCDPSession(page);
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
          timeout: 20_000,
        })
        .toEqual([]);
      const { url, errors, data } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      expect(new URL(url).pathname).toBe(
        language === 'en' ? '/manifest.webmanifest' : '/manifest.de.webmanifest',
      );
      const manifest = JSON.parse(data ?? '{}');
      expect(manifest.name).toBe(texts.name);
      expect(manifest.start_url).toBe(`/${language}`);
      expect(manifest.shortcuts.map((shortcut: { name: string }) => shortcut.name)).toEqual(texts.shortcuts);
      expect(manifest.icons.filter((icon: { purpose: string }) => icon.purpose === 'maskable')).toHaveLength(
        2,
      );
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });

  test('offline: every route opens, saved and viewed events are readable with their fetch time, searches need a connection', async () => {
    const { page, context, baseUrl, url } = await browser.open({
      language,
      serviceWorkers: 'allow',
      expectedErrors: OFFLINE_ERRORS,
    });
    const event = (await upcomingEventsAround(baseUrl, BERLIN, 50)).find(
      (candidate) => candidate.organising_source_id,
    );
    if (!event?.organising_source_id) throw new Error('the demo data has no organised event around Berlin');
    const source = await getJson<WireSource>(baseUrl, `/v1/source/${event.organising_source_id}`);
    const lines = consoleLines(page);

    await page.goto(url(`/${language}/about`));
    await waitUntilServiceWorkerControls(page);
    await page.evaluate((id) => localStorage.setItem('savedEvents', JSON.stringify([id])), event.id);
    await page.goto(url(`/${language}/saved`));
    await page.getByText(event.name).first().waitFor();
    await page.goto(url(`/${language}/events/${event.id}`));
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
    expect(await page.getByTestId('offline-copy').count(), 'a fresh answer is not an offline copy').toBe(0);
    await page.goto(url(`/${language}/sources/${source.id}`));
    await page.getByRole('heading', { level: 1, name: source.name }).waitFor();

    // The banner comes with the lost connection and goes when it returns; a search says it needs one.
    await page.goto(url(`/${language}/events`));
    await page.getByRole('searchbox', { name: texts.keyword, exact: true }).waitFor();
    await context.setOffline(true);
    const banner = page.getByTestId('offline-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain(texts.offline);
    await waitForLine(lines, CONSOLE.offline);
    await page.getByRole('textbox', { name: texts.city, exact: true }).fill('Berlin');
    await page.getByRole('searchbox', { name: texts.keyword, exact: true }).fill('Demo');
    await page.getByRole('button', { name: texts.search, exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: texts.searchNeedsConnection })
      .waitFor({ timeout: 15_000 });
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });

    await context.setOffline(true);
    for (const path of ROUTES) {
      await page.goto(url(`/${language}${path ? `/${path}` : ''}`));
      await page.locator('main h1').first().waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname, path).not.toContain('error');
    }

    await page.goto(url(`/${language}/saved`));
    await page.getByText(event.name).first().waitFor();
    expect(await page.getByTestId('offline-copy').textContent()).toContain(texts.fetchedAt);

    await page.goto(url(`/${language}/events/${event.id}`));
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
    expect(await page.getByTestId('offline-copy').textContent()).toContain(texts.fetchedAt);

    await page.goto(url(`/${language}/sources/${source.id}`));
    await page.getByRole('heading', { level: 1, name: source.name }).waitFor();
    expect(await page.getByTestId('offline-copy').textContent()).toContain(texts.fetchedAt);
  });

  test('an alert’s results stay readable offline, with the time they were fetched', async () => {
    const { page, context, baseUrl, url } = await browser.open({
      language,
      serviceWorkers: 'allow',
      expectedErrors: OFFLINE_ERRORS,
    });
    const [event] = await upcomingEventsAround(baseUrl, BERLIN, 20, 1);
    if (!event) throw new Error('the demo data has no upcoming event around Berlin');
    const now = Date.now();
    // A device alert (spec §3 "Alert") whose poll found the event; the next poll is far off.
    const alert = {
      alertType: 'perimeter',
      name: 'Berlin',
      eventName: '',
      eventTopicIDs: [],
      eventTypeIDs: [],
      lat: BERLIN.lat,
      long: BERLIN.lon,
      radius: 20,
      lastFetch: new Date(now).toISOString(),
      nextFetch: new Date(now + 86_400_000).toISOString(),
      unseenEventIds: [event.id],
      seenEventIds: [],
    };
    await page.goto(url(`/${language}/about`));
    await waitUntilServiceWorkerControls(page);
    await page.evaluate(
      (stored) => localStorage.setItem('alerts', JSON.stringify({ Berlin: stored })),
      alert,
    );
    await page.goto(url(`/${language}/alerts/results/Berlin`));
    await page.getByText(event.name).first().waitFor();

    await context.setOffline(true);
    await page.goto(url(`/${language}/alerts/results/Berlin`));
    await page.getByText(event.name).first().waitFor();
    expect(await page.getByTestId('offline-copy').textContent()).toContain(texts.fetchedAt);
  });

  test('an account’s offline copies are its own and go with the logout', async () => {
    const { page, baseUrl, url } = await browser.open({ language, serviceWorkers: 'allow' });
    const [event] = await upcomingEventsAround(baseUrl, BERLIN, 20, 1);
    if (!event) throw new Error('the demo data has no upcoming event around Berlin');
    const account = newAccount(`e2e-offline-${language}`);
    await register(baseUrl, account, language);
    await page.goto(url(`/${language}/about`));
    await waitUntilServiceWorkerControls(page);
    await logInOnPage(page, baseUrl, language, account);
    await page.goto(url(`/${language}/events/${event.id}`));
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();

    const cacheNames = () => page.evaluate(() => caches.keys());
    const personal = (names: string[]) => names.filter((name) => name.startsWith('api-personal-'));
    await expect.poll(async () => personal(await cacheNames()), { timeout: 15_000 }).toHaveLength(1);
    expect(
      await page.evaluate(async (id) => {
        const kept = await caches.match(`/v1/event/${id}`, { cacheName: 'api-public' });
        return kept === undefined;
      }, event.id),
      'an answer fetched with the token is never in the public cache',
    ).toBe(true);

    await page.getByRole('banner').getByRole('button', { name: texts.logout, exact: true }).click();
    await expect.poll(async () => personal(await cacheNames()), { timeout: 15_000 }).toEqual([]);
  });

  test('when the storage quota runs out, pages still load; only the offline copy is lost', async () => {
    const { page, context, baseUrl, url } = await browser.open({ language, serviceWorkers: 'allow' });
    const [event] = await upcomingEventsAround(baseUrl, BERLIN, 20, 1);
    if (!event) throw new Error('the demo data has no upcoming event around Berlin');
    await page.goto(url(`/${language}/about`));
    await waitUntilServiceWorkerControls(page);
    const cdp = await context.newCDPSession(page);
    const origin = new URL(baseUrl).origin;
    const { usage } = await cdp.send('Storage.getUsageAndQuota', { origin });
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage });

    await page.goto(url(`/${language}/events/${event.id}`));
    await page.getByRole('heading', { level: 1, name: event.name }).waitFor();
    const kept = await page.evaluate(
      async (id) => (await caches.match(`/v1/event/${id}`)) !== undefined,
      event.id,
    );
    expect(kept, 'a full quota keeps no copy').toBe(false);
    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
  });

  test('a new version asks to reload, and never reloads from under a half-filled form without asking again', async () => {
    const { page, url } = await browser.open({ language, serviceWorkers: 'allow' });
    const lines = consoleLines(page);
    await page.goto(url(`/${language}/login`));
    await waitUntilServiceWorkerControls(page);
    await page.locator('main form input').first().fill('half-typed');
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });

    const restore = await publishNewServiceWorker(`${language}-${Date.now()}`);
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await waitForLine(lines, CONSOLE.updateFound);
      await waitForLine(lines, CONSOLE.updated);
      const prompt = page.getByRole('alertdialog');
      await prompt.getByText(texts.updateAvailable).waitFor();

      await prompt.getByRole('button', { name: texts.reload, exact: true }).click();
      await prompt.getByText(texts.wouldLoseInput).waitFor();
      expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBe(
        true,
      );
      expect(await page.locator('main form input').first().inputValue()).toBe('half-typed');

      await Promise.all([
        page.waitForEvent('load'),
        prompt.getByRole('button', { name: texts.reloadAnyway, exact: true }).click(),
      ]);
      expect(
        await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate),
      ).toBeUndefined();
      await page.locator('main h1').first().waitFor();
      expect(await page.getByRole('alertdialog').count()).toBe(0);
    } finally {
      await restore();
    }
  });
});

/**
 * Makes the server's /sw.js a new version (the same worker with another byte) until the returned
 * function puts the build's back. Only journeys that allow service workers ever fetch it.
 */
async function publishNewServiceWorker(marker: string): Promise<() => Promise<void>> {
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => join(WEB_DIST_DIR, name));
  const originals = await Promise.all(files.map((file) => readFile(file)));
  const changed = Buffer.concat([originals[0] as Buffer, Buffer.from(`\n// e2e update ${marker}\n`)]);
  await Promise.all([
    writeFile(files[0] as string, changed),
    writeFile(files[1] as string, brotliCompressSync(changed)),
    writeFile(files[2] as string, gzipSync(changed)),
  ]);
  return async () => {
    await Promise.all(files.map((file, index) => writeFile(file, originals[index] as Buffer)));
  };
}
