// Issue 15 "Maintenance (cleanup)": a platform admin makes a job's dry run, sees what it would remove, runs it after
// the confirmation, and finds both in the log. Each language takes its own job, so the two never wait on each other.
import { expect, test } from 'vitest';
import { openAdminSection } from './support/admin-area.js';
import { useBrowser } from './support/browser.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    maintenance: 'Maintenance',
    job: 'Expired account tokens',
    check: 'Dry run',
    found: /^\d+ rows? would be removed \(as of /,
    remove: 'Remove',
    removed: /^\d+ rows? removed\.$/,
    log: 'Log',
    dryRun: 'Dry run',
    removal: 'Removal',
    done: 'Done',
  },
  de: {
    maintenance: 'Wartung',
    job: 'Verwaiste Feed-Einträge',
    check: 'Probelauf',
    found: /^\d+ Zeilen? würden? entfernt \(Stand /,
    remove: 'Entfernen',
    removed: /^\d+ Zeilen? entfernt\.$/,
    log: 'Protokoll',
    dryRun: 'Probelauf',
    removal: 'Entfernen',
    done: 'Fertig',
  },
};

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('a platform admin checks a cleanup job, runs it and sees it in the log', async () => {
    const { page, baseUrl } = await browser.open({ language, storedLanguage: language });
    await openAdminSection(page, baseUrl, language, texts.maintenance);

    const card = page.getByRole('article', { name: texts.job });
    await card.getByRole('button', { name: texts.check }).click();
    await card.getByText(texts.found).waitFor();
    await card.getByRole('button', { name: texts.remove, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: texts.remove, exact: true }).click();
    await card.getByText(texts.removed).waitFor();

    const log = page.getByRole('region', { name: texts.log });
    const lines = log.getByRole('row').filter({ hasText: texts.job });
    await expect.poll(async () => (await lines.first().textContent()) ?? '').toContain(texts.removal);
    expect(await lines.first().textContent()).toContain(texts.done);
    expect(await lines.nth(1).textContent()).toContain(texts.dryRun);
  });
});
