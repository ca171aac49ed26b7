// A synthetic Polizei Berlin list for the crawl benchmark (scenarios/crawl.ts): N assemblies in the feed's JSON,
// one place each, and the next snapshot a crawl an hour later would see (1% edited, 0.5% new, 0.5% gone),
// written to a file so the bench process never holds the list.
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import type { BerlinRow } from '../../apps/server/src/crawl/feeds/berlin.js';

const BERLIN_ZIPS = [
  '10115',
  '10117',
  '10178',
  '10179',
  '10243',
  '10245',
  '10405',
  '10437',
  '10551',
  '10557',
  '10585',
  '10623',
  '10715',
  '10777',
  '10827',
  '10965',
  '10967',
  '10999',
  '12043',
  '12099',
  '12435',
  '13086',
  '13353',
  '13403',
  '14195',
];
const TOPICS = [
  'Klimagerechtigkeit jetzt',
  'Mieten runter',
  'Frieden schaffen',
  'Gute Löhne für gute Arbeit',
  'Gemeinsam gegen Rassismus',
  'Für eine echte Wärmewende',
];

/** A row as the list writes it: its columns, and the id each row carries in the JSON. */
interface Row extends BerlinRow {
  id: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

function syntheticRow(i: number, start: Date): Row {
  const day = new Date(start.getTime() + ((i * 7919) % 365) * 86_400_000);
  const hour = 8 + (i % 12);
  return {
    id: i,
    datum: `${pad(day.getUTCDate())}.${pad(day.getUTCMonth() + 1)}.${day.getUTCFullYear()}`,
    von: `${pad(hour)}:00`,
    bis: `${pad(hour + 2)}:30`,
    thema: `${TOPICS[i % TOPICS.length]} – Versammlung Nr. ${i}`,
    plz: BERLIN_ZIPS[i % BERLIN_ZIPS.length] as string,
    // One assembly per place: rows that share day, place and time would be each other's twins.
    strasse_nr: `Teststraße ${i + 1}`,
    aufzugsstrecke: i % 10 === 0 ? `Teststraße ${i + 1} - Unter den Linden - Pariser Platz` : '',
  };
}

const HEAD = '{"messages":{"messages":["Ende des Berichts"],"success":true},"results":{"count":';

/** The next snapshot's shape: 1% of rows edited (start an hour later), 0.5% new, 0.5% gone. */
export function snapshotChanges(total: number) {
  const changed = Math.round(total * 0.01);
  const added = Math.round(total * 0.005);
  const gone = Math.round(total * 0.005);
  return { changed, added, gone, rows: total - gone + added };
}

export function* firstSnapshot(total: number, start: Date): Generator<Row> {
  for (let i = 0; i < total; i++) yield syntheticRow(i, start);
}

export function* nextSnapshot(total: number, start: Date): Generator<Row> {
  const { changed, added, gone } = snapshotChanges(total);
  const step = Math.floor((total - gone) / changed);
  for (let i = gone; i < total; i++) {
    const row = syntheticRow(i, start);
    yield (i - gone) % step === 0
      ? { ...row, von: row.von.replace(/^(\d\d)/, (h) => pad(Number(h) + 1)) }
      : row;
  }
  for (let i = 0; i < added; i++) yield syntheticRow(total + i, start);
}

/**
 * Writes a feed body to a file a thousand rows at a time, so the bench process never holds the list:
 * its memory figures are the crawler's, not the synthetic feed's.
 */
export async function writeFeed(path: string, rows: Iterable<Row>, count: number): Promise<void> {
  const out = createWriteStream(path);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`${HEAD}${count}},"index":[`);
  let chunk: string[] = [];
  let first = true;
  const flush = async () => {
    await write((first ? '' : ',') + chunk.join(','));
    first = false;
    chunk = [];
  };
  for (const row of rows) {
    chunk.push(JSON.stringify(row));
    if (chunk.length === 1_000) await flush();
  }
  if (chunk.length > 0) await flush();
  out.end(']}');
  await finished(out);
}
