// Spec §2 "Any other path redirects to /error/not-found"; §8 'Nothing here...'.
import { test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { expectMainHeading, expectPath } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: { notFound: 'Nothing here...' },
  de: { notFound: 'Hier ist nichts...' },
};

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('an unknown path ends on the not-found page in the route language', async () => {
    const { page, url } = await browser.open({ language });
    await page.goto(url(`/${language}/does-not-exist`));
    await expectPath(page, `/${language}/error/not-found`);
    await expectMainHeading(page, texts.notFound);
  });

  test('an unknown path below a known screen is not found either', async () => {
    const { page, url } = await browser.open({ language });
    await page.goto(url(`/${language}/about/nothing/here`));
    await expectPath(page, `/${language}/error/not-found`);
    await expectMainHeading(page, texts.notFound);
  });
});
