// The admin area as the journeys' platform admin reaches it: logged in through the API, the area opened, one
// section chosen from its navigation.
import type { Page } from 'playwright-core';
import { expectMainHeading } from './expect-page.js';
import type { Language } from './languages.js';
import { PLATFORM_ADMIN } from './platform-admin.js';
import { logInThroughApi } from './source-admin.js';

const SECTIONS: Record<Language, string> = { en: 'Admin sections', de: 'Bereiche der Verwaltung' };

/** Logs the platform admin in and opens the admin area's section whose link has this name. */
export async function openAdminSection(
  page: Page,
  baseUrl: string,
  language: Language,
  section: string,
): Promise<void> {
  await logInThroughApi(page, baseUrl, language, PLATFORM_ADMIN);
  await page.goto(new URL(`/${language}/admin`, baseUrl).href);
  await expectMainHeading(page, 'Admin');
  await page
    .getByRole('navigation', { name: SECTIONS[language] })
    .getByRole('link', { name: section, exact: true })
    .click();
}
