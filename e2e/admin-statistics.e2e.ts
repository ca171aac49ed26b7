// Issue 15 "Statistics": a platform admin opens the section and sees the platform's figures, the events by month
// drawn by the chart library (loaded on demand in real Chromium), and every feed's crawl health.
import { expect, test } from 'vitest';
import { openAdminSection } from './support/admin-area.js';
import { useBrowser } from './support/browser.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    statistics: 'Statistics',
    events: 'Events',
    stored: 'Stored',
    admins: 'Platform admins',
    accounts: 'Accounts',
    byMonth: 'Events by start month and type',
    chart: 'Bar chart of events by start month, stacked by type',
    crawl: 'Crawl health',
  },
  de: {
    statistics: 'Statistik',
    events: 'Veranstaltungen',
    stored: 'Gespeichert',
    admins: 'Plattform-Admins',
    accounts: 'Konten',
    byMonth: 'Veranstaltungen nach Beginnmonat und Art',
    chart: 'Balkendiagramm der Veranstaltungen nach Beginnmonat, gestapelt nach Art',
    crawl: 'Zustand der Feeds',
  },
};

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('a platform admin sees the figures, the events by month as a chart and the crawl health', async () => {
    const { page, baseUrl } = await browser.open({ language, storedLanguage: language });
    await openAdminSection(page, baseUrl, language, texts.statistics);

    const figure = (group: string, label: string) =>
      page
        .getByRole('region', { name: group, exact: true })
        .locator('div', { has: page.getByText(label, { exact: true }) })
        .locator('dd');
    const stored = Number((await figure(texts.events, texts.stored).textContent())?.replace(/[.,]/g, ''));
    expect(stored).toBeGreaterThan(0);
    const admins = Number(await figure(texts.accounts, texts.admins).textContent());
    expect(admins).toBeGreaterThanOrEqual(1);

    // The chart library draws the demo data's months as SVG bars.
    const chart = page.getByRole('region', { name: texts.byMonth }).getByRole('img', { name: texts.chart });
    await chart.locator('svg').waitFor();
    const months = Number(await chart.getAttribute('data-months'));
    expect(months).toBeGreaterThan(0);
    // At least one filled bar per month (axis lines have no fill).
    await expect
      .poll(() => chart.locator('svg path:not([fill="none"])').count())
      .toBeGreaterThanOrEqual(months);
    const feeds = page.getByRole('region', { name: texts.crawl }).getByRole('row');
    await expect.poll(() => feeds.count()).toBe(5);
  });
});
