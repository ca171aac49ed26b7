// Spec §2 "Analysis": two queries → load → a bar chart in each bar style → pie → density map → CSV downloaded and
// parsed, in English and German. The numbers are compared with the API's own answer for the same queries.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { postJson } from './support/api.js';
import { useBrowser } from './support/browser.js';
import { expectMainHeading } from './support/expect-page.js';
import { forEachLanguage } from './support/languages.js';

const browser = useBrowser();

const TEXTS = {
  en: {
    title: 'Data Analysis',
    query: (n: number) => `Query ${n}`,
    from: 'From',
    to: 'To',
    topic: 'Topic',
    interval: 'Aggregation interval',
    week: 'Week',
    addQuery: 'Add query',
    load: 'load',
    remove: 'Remove Query 2',
    stale: /click ‘load’ to see/i,
    plotType: 'Plot type',
    barStyle: 'Bar style',
    barStyles: ['Stacked', 'Grouped', 'Overlay', 'Relative'],
    pie: 'Pie',
    density: 'Density Map',
    densityMap: 'Density map of Query 1',
    table: 'Table of the results',
    total: 'Total',
    downloadCsv: 'Download CSV',
    format: (n: number) => n.toLocaleString('en-US'),
  },
  de: {
    title: 'Datenanalyse',
    query: (n: number) => `Abfrage ${n}`,
    from: 'Von',
    to: 'Bis',
    topic: 'Thema',
    interval: 'Aggregationsintervall',
    week: 'Woche',
    addQuery: 'Abfrage hinzufügen',
    load: 'laden',
    remove: 'Abfrage 2 entfernen',
    stale: /auf „laden“/,
    plotType: 'Diagrammtyp',
    barStyle: 'Balkenstil',
    barStyles: ['Gestapelt', 'Gruppiert', 'Überlagert', 'Relativ'],
    pie: 'Torte',
    density: 'Dichtekarte',
    densityMap: 'Dichtekarte von Abfrage 1',
    table: 'Tabelle der Ergebnisse',
    total: 'Summe',
    downloadCsv: 'CSV herunterladen',
    format: (n: number) => n.toLocaleString('de-DE'),
  },
};

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const FROM = dayOffset(-400);
const TO = dayOffset(400);

interface TimeSeries {
  series: { name: string; total: number; intervals: { start: string; count: number }[] }[];
}

/** RFC 4180 records of a CSV text without quoted line breaks (the analysis CSV has none). */
function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
        .slice(0, -1)
        .map((m) => (m[1] ?? '').replace(/^"|"$/g, '').replaceAll('""', '"')),
    );
}

const chart = (page: Page) => page.locator('[role="img"][data-plot]');

async function waitForChart(page: Page, plot: string, barStyle?: string) {
  await page.waitForFunction(
    ([p, s]) => {
      const box = document.querySelector('[role="img"][data-plot]');
      return (
        box?.getAttribute('data-plot') === p &&
        (s === undefined || box.getAttribute('data-bar-style') === s) &&
        (box.querySelectorAll('svg path').length ?? 0) > 0
      );
    },
    [plot, barStyle] as const,
  );
}

forEachLanguage(['en', 'de'], TEXTS, (language, texts) => {
  test('two queries load as bars in every style, a pie, a density map and a CSV of the same numbers', async () => {
    const { page, url, baseUrl } = await browser.open({ language });
    await page.goto(url(`/${language}/analysis`));
    await expectMainHeading(page, texts.title);
    await page.getByRole('status').filter({ hasText: texts.stale }).waitFor();

    const first = page.getByRole('group', { name: texts.query(1), exact: true });
    await first.getByLabel(texts.from, { exact: true }).fill(FROM);
    await first.getByLabel(texts.to, { exact: true }).fill(TO);
    await page.getByRole('button', { name: texts.addQuery }).click();
    const second = page.getByRole('group', { name: texts.query(2), exact: true });
    await second.getByLabel(texts.from, { exact: true }).fill(FROM);
    await second.getByLabel(texts.to, { exact: true }).fill(TO);
    const topic = second.getByRole('combobox', { name: texts.topic, exact: true });
    await topic.locator('option').nth(1).waitFor({ state: 'attached' });
    const topicId = Number(await topic.locator('option').nth(1).getAttribute('value'));
    await topic.selectOption({ index: 1 });

    await page.getByRole('button', { name: texts.load, exact: true }).click();
    await page.waitForURL((address) => address.searchParams.has('analysis'));
    const table = page.getByRole('table', { name: texts.table });
    await table.waitFor();
    expect(await page.getByRole('status').filter({ hasText: texts.stale }).count()).toBe(0);

    // The totals shown are the API's for the same queries.
    const query = { from: FROM, to: TO, interval: 'month', time_basis: 'start' } as const;
    const expected = await postJson<TimeSeries>(baseUrl, '/v1/analysis/time-series', {
      queries: [query, { ...query, topic_ids: [topicId] }],
    });
    const totals = table.getByRole('row', { name: new RegExp(`^${texts.total}`) });
    const shownTotals = await totals.getByRole('cell').allTextContents();
    expect(shownTotals).toEqual(expected.series.map((s) => texts.format(s.total)));
    expect(expected.series[0]?.total).toBeGreaterThan(0);

    const plotType = page.getByRole('combobox', { name: texts.plotType, exact: true });
    const barStyle = page.getByRole('combobox', { name: texts.barStyle, exact: true });
    for (const [index, style] of ['stacked', 'grouped', 'overlay', 'relative'].entries()) {
      await barStyle.selectOption({ label: texts.barStyles[index] as string });
      await waitForChart(page, 'bar', style);
    }
    expect(await chart(page).getAttribute('data-series')).toBe('2');

    // A changed interval makes the results stale until 'load'; removing a query does not.
    await second
      .getByRole('combobox', { name: texts.interval, exact: true })
      .selectOption({ label: texts.week });
    await page.getByRole('status').filter({ hasText: texts.stale }).waitFor();
    await page.getByRole('button', { name: texts.load, exact: true }).click();
    await page.getByRole('status').filter({ hasText: texts.stale }).waitFor({ state: 'detached' });

    await plotType.selectOption({ label: texts.pie });
    await waitForChart(page, 'pie');

    await plotType.selectOption({ label: texts.density });
    const map = page.getByRole('region', { name: texts.densityMap, exact: true });
    await map.waitFor();
    // A map loads once it is on screen (issue 18), as a person scrolls to it.
    await map.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const box = document.querySelector('[data-heatmap-points]');
      return (
        Number(box?.getAttribute('data-heatmap-points')) > 0 && box?.getAttribute('data-map-state') === 'idle'
      );
    });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: texts.downloadCsv, exact: true }).click(),
    ]);
    const records = parseCsv(await readFile((await download.path()) as string, 'utf8'));
    expect(records[0]).toEqual(['query', 'interval', 'interval_start', 'count']);
    const weekly = await postJson<TimeSeries>(baseUrl, '/v1/analysis/time-series', {
      queries: [query, { ...query, interval: 'week', topic_ids: [topicId] }],
    });
    const rows = records.slice(1);
    expect(rows).toHaveLength(weekly.series.reduce((n, s) => n + s.intervals.length, 0));
    for (const [index, name] of [texts.query(1), texts.query(2)].entries()) {
      const mine = rows.filter((row) => row[0] === name);
      expect(mine.reduce((sum, row) => sum + Number(row[3]), 0)).toBe(weekly.series[index]?.total);
    }

    await page.getByRole('button', { name: texts.remove }).click();
    expect(await page.getByRole('status').filter({ hasText: texts.stale }).count()).toBe(0);
  });
});
