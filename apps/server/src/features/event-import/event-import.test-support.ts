// Spreadsheets the import tests build (valid, mixed, hostile), a gazetteer of a few places, and the calls of the
// import over real HTTP.

import * as zlib from 'node:zlib';
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/database.js';
import { placeNameKeys } from '../../geo/place-names.js';
import { until } from '../../test-support/until.js';
import type { WriteWorld } from '../events/event-writes.test-support.js';
import type { EventImport, ImportMapping } from './event-import.schemas.js';

export type SheetCell = string | number | Date | { formula: string; result?: string | number } | null;

export interface SheetOptions {
  /** Ranges to merge, e.g. 'A5:A6' (the first cell keeps the value). */
  merges?: string[];
}

/** An .xlsx with one sheet of these rows (row 1 the header); Dates are written as date cells. */
export async function buildXlsx(
  rows: readonly (readonly SheetCell[])[],
  options: SheetOptions = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Events');
  for (const [index, row] of rows.entries()) {
    const added = sheet.getRow(index + 1);
    row.forEach((cell, column) => {
      if (cell === null) return;
      const target = added.getCell(column + 1);
      target.value = cell as ExcelJS.CellValue;
      if (cell instanceof Date) target.numFmt = 'dd.mm.yyyy hh:mm';
    });
    added.commit();
  }
  for (const range of options.merges ?? []) sheet.mergeCells(range);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A CSV text with this separator; cells with the separator, quotes or line breaks are quoted. */
export function buildCsv(rows: readonly (readonly (string | null)[])[], separator = ';'): string {
  const quote = (cell: string | null) =>
    cell === null ? '' : /["\n\r;,]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
  return `${rows.map((row) => row.map(quote).join(separator)).join('\r\n')}\r\n`;
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Declares this uncompressed size instead of the true one (a lying header). */
  declaredSize?: number;
}

/** A zip written by hand, deflated, so tests can make the zips no tool would (bombs, lying sizes). */
export function buildZip(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const compressed = deflateRawSync(entry.data);
    const crc = zlib.crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The places the import tests geocode: two postal codes and a city (the real gazetteer is not loaded). */
export async function insertTestPlaces(db: Db): Promise<void> {
  const place = (kind: 'zip' | 'city', name: string, zip: string | null, lat: number, lon: number) => ({
    kind,
    country: 'DE',
    zip_code: zip,
    name,
    ...placeNameKeys(name),
    lat,
    lon,
    population: kind === 'city' ? 600_000 : null,
  });
  await db
    .insertInto('places')
    .values([
      place('zip', 'Berlin', '10115', 52.532, 13.385),
      place('zip', 'Köln', '50667', 50.937, 6.958),
      place('city', 'Leipzig', null, 51.34, 12.375),
    ])
    .execute();
}

/** Header of the sheets the tests build, and the mapping onto its columns. */
export const HEADER = [
  'Titel',
  'Beschreibung',
  'Beginn',
  'Ende',
  'PLZ',
  'Ort',
  'Straße',
  'Link',
  'Teilnehmende',
];

export function testMapping(world: WriteWorld, overrides: Partial<ImportMapping> = {}): ImportMapping {
  return {
    fields: {
      name: { column: 0 },
      description: { column: 1 },
      start_time: { column: 2 },
      end_time: { column: 3 },
      zip_code: { column: 4 },
      city: { column: 5 },
      street: { column: 6 },
      url: { column: 7 },
      raw_participants: { column: 8 },
      country: { value: 'DE' },
      raw_organiser: { value: 'Bündnis Test' },
    },
    time_format: 'dd.MM.yyyy HH:mm',
    source_id: world.sourceId,
    input_language: 'de',
    event_type_id: world.eventTypeIds[0],
    topic_ids: [world.taxonomy.topicIds[0]],
    ...overrides,
  };
}

export function importCalls(baseUrl: string, authorization: string) {
  const headers = { authorization };
  return {
    async upload(content: Buffer | string | undefined, name = 'events.xlsx'): Promise<Response> {
      const form = new FormData();
      if (content !== undefined) {
        const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
        form.append('file', new Blob([new Uint8Array(bytes)]), name);
      }
      return fetch(`${baseUrl}/v1/event_import/upload`, { method: 'POST', headers, body: form });
    },
    async uploaded(content: Buffer | string, name?: string): Promise<EventImport> {
      const response = await this.upload(content, name);
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
      return (await response.json()) as EventImport;
    },
    post(path: string, body: unknown): Promise<Response> {
      return fetch(`${baseUrl}/v1/event_import/${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    },
    async get(id: number): Promise<EventImport> {
      const response = await fetch(`${baseUrl}/v1/event_import/${id}`, { headers });
      if (response.status !== 200) throw new Error(`get: ${response.status}`);
      return (await response.json()) as EventImport;
    },
    /** Runs the import and waits until it is no longer running; answers its state then. */
    async run(id: number, mapping: ImportMapping): Promise<EventImport> {
      const started = await this.post(`${id}/run`, mapping);
      if (started.status !== 202) throw new Error(`run: ${started.status} ${await started.text()}`);
      let state = (await started.json()) as EventImport;
      await until('the import finishes', async () => {
        state = await this.get(id);
        return state.status !== 'running';
      });
      return state;
    },
  };
}
