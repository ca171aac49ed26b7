// Auto-waiting checks on a page, built on playwright-core's own waiting (no sleeps, no fixed delays).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until the page's path (and query, when given) is exactly this. */
export async function expectPath(page: Page, pathAndQuery: string): Promise<void> {
  const expected = new URL(pathAndQuery, 'http://x');
  await page
    .waitForURL(
      (url) =>
        url.pathname === expected.pathname && (expected.search === '' || url.search === expected.search),
      {
        timeout: 10_000,
      },
    )
    .catch(() => {
      throw new Error(`expected the page at ${pathAndQuery}, but it is at ${page.url()}`);
    });
}

/** Waits for the page's main heading to have exactly this text. */
export async function expectMainHeading(page: Page, text: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor({ timeout: 10_000 });
}

/** Waits until `document.documentElement.lang` names the language (screen readers rely on it). */
export async function expectDocumentLanguage(page: Page, language: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 10_000 })
    .toMatch(new RegExp(`^${language}(-|$)`));
}

export async function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** The element's background colour as sRGB, whatever CSS colour syntax the stylesheet used. */
export async function backgroundRgb(locator: Locator): Promise<[number, number, number]> {
  return locator.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as [number, number, number];
  });
}
