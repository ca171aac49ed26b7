// Spec §8 "Global handling of a failed response": red error toasts at the top that leave after 5 s.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { backgroundRgb } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: { lostConnection: 'We lost connection to the mother ship.' },
  de: { lostConnection: 'Wir haben die Verbindung zum Mutterschiff verloren.' },
};

// Every screen asks the API for the association settings (footer, logo text): a call to break.
const API_CALL = '**/v1/settings/association';
// Toasts last 5 s (spec §9); allow for the page load and a slow machine, but not for a stuck toast.
const TOAST_GONE_WITHIN_MS = 12_000;

async function expectRedToastAtTopThatLeaves(page: Page, message: string): Promise<void> {
  const toast = page.getByRole('alert').filter({ hasText: message });
  await toast.waitFor({ timeout: 15_000 });
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y + box.height < viewport.height / 3, 'toast is at the top').toBe(true);
  const [red, green, blue] = await backgroundRgb(toast);
  expect(red, 'toast background is red').toBeGreaterThan(120);
  expect(Math.max(green, blue), 'toast background is red').toBeLessThan(red / 2);
  await toast.waitFor({ state: 'hidden', timeout: TOAST_GONE_WITHIN_MS });
}

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('a call that gets no response shows the lost-connection toast', async () => {
    const { page, url } = await browser.open({
      language,
      expectedErrors: [/Failed to load resource: net::ERR_FAILED/],
    });
    await page.route(API_CALL, (route) => route.abort('failed'));
    await page.goto(url(`/${language}/about`));
    await expectRedToastAtTopThatLeaves(page, texts.lostConnection);
  });

  test('a 400 answer with a detail string shows that string', async () => {
    const { page, url } = await browser.open({
      language,
      expectedErrors: [/status of 400/],
    });
    await page.route(API_CALL, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"detail":"Association unavailable"}',
      }),
    );
    await page.goto(url(`/${language}/about`));
    await expectRedToastAtTopThatLeaves(page, 'Association unavailable');
  });
});
