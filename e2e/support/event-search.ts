// What the 'Find Events' screen asks the server and what it shows: its search batches as the page
// sent and received them (spec §4 infinite loading), and the visible result list.
import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import type { WireEvent } from './api.js';

export type SearchCall = 'perimeter-search' | 'address-search';

/** A search request body as the page sent it (spec §7 perimeter-search / address-search). */
export interface SearchBody {
  offset: number;
  limit: number;
  keyword?: string;
  latitude?: number;
  longitude?: number;
  city?: string;
  radius_km: number;
  [name: string]: unknown;
}

export interface SearchBatch {
  body: SearchBody;
  events: WireEvent[];
}

export interface SearchRecorder {
  /** Every batch request in the order the page sent it (also those still waiting for an answer). */
  readonly requests: SearchBody[];
  /** Every answered batch, once all answers seen so far are read. */
  batches(): Promise<SearchBatch[]>;
  /** Every answered count call (the `/count` sibling of the search). */
  counts(): Promise<{ body: SearchBody; count: number }[]>;
}

function callOf(request: Request, call: SearchCall): 'batch' | 'count' | undefined {
  if (request.method() !== 'POST') return undefined;
  const { pathname } = new URL(request.url());
  if (pathname === `/v1/event/${call}`) return 'batch';
  if (pathname === `/v1/event/${call}/count`) return 'count';
  return undefined;
}

/**
 * Keeps a body read for whoever asks later. A read still pending when the test closes the page rejects;
 * if nobody asks for it, that rejection must not surface as an unhandled error of the run.
 */
function track<T>(list: Promise<T>[], read: Promise<T>): void {
  read.catch(() => undefined);
  list.push(read);
}

/** Starts recording the page's search calls; call before the page searches. */
export function recordSearches(page: Page, call: SearchCall): SearchRecorder {
  const requests: SearchBody[] = [];
  const batches: Promise<SearchBatch>[] = [];
  const counts: Promise<{ body: SearchBody; count: number }>[] = [];
  page.on('request', (request) => {
    if (callOf(request, call) === 'batch') requests.push(request.postDataJSON() as SearchBody);
  });
  page.on('response', (response) => {
    const kind = callOf(response.request(), call);
    if (kind === undefined || !response.ok()) return;
    const body = response.request().postDataJSON() as SearchBody;
    if (kind === 'batch')
      track(
        batches,
        response.json().then((events: WireEvent[]) => ({ body, events })),
      );
    else
      track(
        counts,
        response.json().then(({ count }: { count: number }) => ({ body, count })),
      );
  });
  return { requests, batches: () => Promise.all(batches), counts: () => Promise.all(counts) };
}

export interface ResultTexts {
  results: string;
  allLoaded: string;
  /** The count line, e.g. /^(\d+) events? found$/, with the number as its first group. */
  count: RegExp;
}

/** The result list of the screen, found by its labelled region. */
export function resultList(page: Page, texts: Pick<ResultTexts, 'results'>): Locator {
  return page.getByRole('region', { name: texts.results, exact: true }).getByRole('list');
}

/** The ids of the events the result list links to, in order (from each entry's /events/{id}--slug link). */
export async function shownIds(page: Page, texts: ResultTexts): Promise<number[]> {
  const hrefs = await resultList(page, texts)
    .getByRole('listitem')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => {
    const match = /\/events\/(\d+)--/.exec(href);
    if (!match?.[1]) throw new Error(`a result links to ${href}, not to an event page`);
    return Number(match[1]);
  });
}

/** Waits for the count line and returns its number. */
export async function shownCount(page: Page, texts: ResultTexts): Promise<number> {
  const line = page.getByRole('region', { name: texts.results, exact: true }).getByText(texts.count);
  await line.waitFor();
  const match = texts.count.exec((await line.textContent())?.trim() ?? '');
  if (!match?.[1]) throw new Error(`the count line does not match ${texts.count}`);
  return Number(match[1]);
}

/**
 * Scrolls the last result into view (the list's own scroll on a desktop, the page's on a phone)
 * until the screen says every result is shown.
 */
export async function scrollToEndOfResults(page: Page, texts: ResultTexts): Promise<void> {
  const region = page.getByRole('region', { name: texts.results, exact: true });
  const allLoaded = region.getByText(texts.allLoaded, { exact: true });
  await expect
    .poll(
      async () => {
        if (await allLoaded.isVisible()) return true;
        await resultList(page, texts).getByRole('listitem').last().scrollIntoViewIfNeeded();
        return allLoaded.isVisible();
      },
      { timeout: 20_000, message: `'${texts.allLoaded}' never appeared while scrolling the results` },
    )
    .toBe(true);
}

/** Waits until the page has sent a search batch request the predicate accepts. */
export async function waitForRequest(searches: SearchRecorder, matches: (body: SearchBody) => boolean) {
  await expect
    .poll(() => searches.requests.some(matches), { timeout: 30_000, message: 'the page never searched' })
    .toBe(true);
}

/** The answered batches the predicate accepts, by offset. */
export async function answeredBatches(
  searches: SearchRecorder,
  matches: (body: SearchBody) => boolean,
): Promise<SearchBatch[]> {
  const batches = (await searches.batches()).filter((batch) => matches(batch.body));
  return batches.sort((a, b) => a.body.offset - b.body.offset);
}

/** Lets the page run what a scroll or a render scheduled (one frame, then its tasks); no timer. */
export async function settleFrame(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/**
 * The ids the result list shows once no batch is on its way. The recorder is no witness of that on its
 * own: with routing on (every journey's browser routes all requests, support/browser.ts) playwright reports
 * a request only after both the renderer and the browser process have told it, and under load that comes
 * after the page has shown the answer, so a batch the page asked for may not be in `requests` yet. The
 * page's own word is: the list is not busy (`aria-busy`, results-list.tsx) before and after a frame, the
 * ids did not change in that frame, and every id shown came in a batch the recorder has read.
 */
export async function settledIds(
  page: Page,
  texts: ResultTexts,
  searches: SearchRecorder,
): Promise<number[]> {
  const list = resultList(page, texts).locator('xpath=..');
  const isBusy = async () => (await list.getAttribute('aria-busy')) === 'true';
  let ids: number[] = [];
  await expect
    .poll(
      async () => {
        if (await isBusy()) return false;
        ids = await shownIds(page, texts);
        await settleFrame(page);
        if (await isBusy()) return false;
        const again = await shownIds(page, texts);
        if (again.join() !== ids.join()) return false;
        const batches = await searches.batches();
        if (batches.length < searches.requests.length) return false;
        const read = new Set(batches.flatMap((batch) => batch.events.map((event) => event.id)));
        return ids.every((id) => read.has(id));
      },
      { message: 'a search batch never arrived' },
    )
    .toBe(true);
  return ids;
}
