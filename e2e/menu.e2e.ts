// Spec §2 "Right-hand slide-over menu": items, order and visibility when logged out; keyboard use.
import { expect, test } from 'vitest';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, useBrowser } from './support/browser.js';
import { expectMainHeading, hasFocus } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    menuButton: 'Menu',
    aboutTitle: 'About',
    items: {
      sources: 'Sources',
      saved: 'Saved',
      analysis: 'Analysis',
      about: 'About',
      privacyPolicy: 'Privacy Policy',
      disclaimer: 'Disclaimer',
      contact: 'Contact',
      imprint: 'Imprint',
      contribute: 'Contribute',
      data: 'Data',
      allEvents: 'All Events',
      settings: 'Settings',
      login: 'Login',
    },
    loggedInOnly: ['Administered Sources', 'Logout', 'Admin'],
  },
  de: {
    menuButton: 'Menü',
    aboutTitle: 'Über uns',
    items: {
      sources: 'Quellen',
      saved: 'Gespeichert',
      analysis: 'Analyse',
      about: 'Über uns',
      privacyPolicy: 'Datenschutzerklärung',
      disclaimer: 'Haftungsausschluss',
      contact: 'Kontakt',
      imprint: 'Impressum',
      contribute: 'Mitmachen',
      data: 'Daten',
      allEvents: 'Alle Veranstaltungen',
      settings: 'Einstellungen',
      login: 'Anmelden',
    },
    loggedInOnly: ['Verwaltete Quellen', 'Abmelden', 'Admin'],
  },
};

type Items = (typeof TEXTS)['en']['items'];

/** Logged out, in the spec's order; About only on a phone (the desktop header already links it). */
function expectedItems(items: Items, isPhone: boolean): string[] {
  const { sources, saved, analysis, about, privacyPolicy, disclaimer, contact, imprint, ...rest } = items;
  return [
    sources,
    saved,
    analysis,
    ...(isPhone ? [about] : []),
    privacyPolicy,
    disclaimer,
    contact,
    imprint,
    rest.contribute,
    rest.data,
    rest.allEvents,
    rest.settings,
    rest.login,
  ];
}

const VIEWPORTS = [
  { device: 'desktop', viewport: DESKTOP_VIEWPORT, isPhone: false },
  { device: 'phone', viewport: PHONE_VIEWPORT, isPhone: true },
];

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  for (const { device, viewport, isPhone } of VIEWPORTS) {
    test(`on a ${device} the menu lists the logged-out items in order`, async () => {
      const { page, url } = await browser.open({ language, viewport });
      await page.goto(url(`/${language}/about`));
      await expectMainHeading(page, texts.aboutTitle);

      const menuButton = page.getByRole('button', { name: texts.menuButton, exact: true });
      await menuButton.click();
      const menu = page.getByRole('dialog', { name: texts.menuButton });
      await menu.waitFor();

      const items = menu
        .getByRole('link')
        .or(menu.getByRole('button', { name: texts.items.login, exact: true }));
      await expect.poll(() => items.allInnerTexts()).toEqual(expectedItems(texts.items, isPhone));
      for (const name of texts.loggedInOnly) {
        expect(await menu.getByRole('link', { name, exact: true }).count(), name).toBe(0);
        expect(await menu.getByRole('button', { name, exact: true }).count(), name).toBe(0);
      }
      expect(await menu.getByRole('link', { name: texts.items.allEvents }).getAttribute('href')).toBe(
        `/${language}/event-list/1`,
      );

      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expect.poll(() => hasFocus(menuButton)).toBe(true);
    });
  }

  test('choosing a menu item navigates there and closes the menu', async () => {
    const { page, url } = await browser.open({ language });
    await page.goto(url(`/${language}/about`));
    await page.getByRole('button', { name: texts.menuButton, exact: true }).click();
    const menu = page.getByRole('dialog', { name: texts.menuButton });
    await menu.getByRole('link', { name: texts.items.imprint, exact: true }).click();
    await menu.waitFor({ state: 'hidden' });
    await expectMainHeading(page, texts.items.imprint);
  });
});
