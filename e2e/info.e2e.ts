// Spec §2 "Info": choose Country* and City; the information links of both appear, each in the
// reader's language where the institution offers one (seeded for Germany).
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { expectMainHeading } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    title: 'Info',
    country: 'Country*',
    city: 'City',
    germany: 'Germany',
    cityLink: { name: 'House of Representatives of Berlin', href: 'https://www.parlament-berlin.de' },
    countryLink: { name: 'German Bundestag', href: 'https://www.bundestag.de/en' },
  },
  de: {
    title: 'Info',
    country: 'Land*',
    city: 'Stadt',
    germany: 'Deutschland',
    cityLink: { name: 'Abgeordnetenhaus Berlin', href: 'https://www.parlament-berlin.de' },
    countryLink: { name: 'Deutscher Bundestag', href: 'https://www.bundestag.de' },
  },
};

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('choosing Germany and Berlin shows the links of the city and of the country', async () => {
    const { page, url } = await browser.open({ language });
    await page.goto(url(`/${language}/info`));
    await expectMainHeading(page, texts.title);

    const country = page.getByRole('combobox', { name: texts.country, exact: true });
    await country.getByRole('option', { name: texts.germany, exact: true }).waitFor({ state: 'attached' });
    await country.selectOption({ label: texts.germany });
    const city = page.getByRole('combobox', { name: texts.city, exact: true });
    await city.getByRole('option', { name: 'Berlin', exact: true }).waitFor({ state: 'attached' });
    await city.selectOption({ label: 'Berlin' });
    await page.waitForURL((address) => address.searchParams.get('city') === 'Berlin');
    expect(new URL(page.url()).searchParams.get('country')).toBe('DE');

    for (const [region, link] of [
      ['Berlin', texts.cityLink],
      [texts.germany, texts.countryLink],
    ] as const) {
      const shown = page.getByRole('region', { name: region, exact: true }).getByRole('link', {
        name: link.name,
        exact: true,
      });
      await shown.waitFor();
      expect(await shown.getAttribute('href'), link.name).toBe(link.href);
    }
  });
});
