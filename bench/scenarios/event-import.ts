// Spreadsheet import (issue 15 "Measured"): N rows of an .xlsx (or .csv) through the import's own steps — the upload
// check (zip guard, one pass over every row), the import (map, geocode offline against the real gazetteer, write in
// batches) and the same file again (every row already imported) — with the heap's peak and what it keeps, for two
// file sizes, so that a heap growing with the file shows.
import { loadavg } from 'node:os';
import { PassThrough } from 'node:stream';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { loadConfig } from '../../apps/server/src/config.js';
import type { Db } from '../../apps/server/src/db/database.js';
import * as repository from '../../apps/server/src/features/event-import/event-import.repository.js';
import type { ImportMapping } from '../../apps/server/src/features/event-import/event-import.schemas.js';
import { runImport } from '../../apps/server/src/features/event-import/event-import.service.js';
import { summarise } from '../../apps/server/src/features/event-import/spreadsheet-reader.js';
import { loadGazetteerIfEmpty } from '../../apps/server/src/geo/load-gazetteer.js';
import { openBenchDatabase } from '../support/bench-database.js';
import { wholeNumberOption } from '../support/options.js';
import { formatBytes, formatCount, formatDuration, printTable } from '../support/report.js';
import { settleBetweenRuns, watchPeaks } from './crawl-memory.js';
import type { Scenario } from './scenario.js';

/** Postal codes spread over Germany, so rows geocode to many places as a real list would. */
const ZIPS = [
  '10115',
  '20095',
  '50667',
  '80331',
  '01067',
  '04109',
  '60311',
  '70173',
  '28195',
  '90402',
  '30159',
  '44135',
];

async function buildFile(rows: number, kind: 'xlsx' | 'csv', tag: string): Promise<Buffer> {
  const header = ['Titel', 'Beschreibung', 'Beginn', 'Ende', 'PLZ', 'Ort', 'Straße', 'Link', 'Teilnehmende'];
  const row = (i: number) => {
    const day = String((i % 28) + 1).padStart(2, '0');
    const month = String((Math.floor(i / 28) % 12) + 1).padStart(2, '0');
    return [
      `Versammlung ${tag}-${i}: Für Frieden und Klimaschutz`,
      `Kundgebung mit Redebeiträgen und Musik, Nummer ${i}. Bitte Abstand halten und Masken tragen.`,
      `${day}.${month}.2030 ${String(8 + (i % 12)).padStart(2, '0')}:00`,
      `${day}.${month}.2030 ${String(9 + (i % 12)).padStart(2, '0')}:30`,
      ZIPS[i % ZIPS.length] ?? '10115',
      '',
      `Hauptstraße ${i % 200}`,
      `https://example.org/events/${i}`,
      String(50 + (i % 500)),
    ];
  };
  if (kind === 'csv') {
    const lines = [header.join(';')];
    for (let i = 0; i < rows; i += 1) lines.push(row(i).join(';'));
    return Buffer.from(lines.join('\n'), 'utf8');
  }
  // The streaming writer, so that the bench's own file does not weigh on the heap figures.
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Events');
  sheet.addRow(header).commit();
  for (let i = 0; i < rows; i += 1) sheet.addRow(row(i)).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

async function setUp(db: Db): Promise<Omit<ImportMapping, 'fields' | 'time_format' | 'input_language'>> {
  const topic = await db
    .insertInto('topics')
    .values({ name_en: 'Peace', name_de: 'Frieden' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const type = await db
    .insertInto('event_types')
    .values({ name_en: 'Rally', name_de: 'Kundgebung' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sourceType = await db
    .insertInto('source_types')
    .values({
      name_en: 'Alliance',
      name_de: 'Bündnis',
      map_marker_color_default: '#c0392b',
      map_marker_color_selected: '#e74c3c',
      map_marker_color_past: '#95a5a6',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const source = await db
    .insertInto('sources')
    .values({
      name: 'Bench imports',
      country: 'DE',
      city: 'Berlin',
      source_type_id: sourceType.id,
      description: 'Imported lists',
      internal_contact: 'ops@example.org',
      approval_status: 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { source_id: source.id, event_type_id: type.id, topic_ids: [topic.id] };
}

export const eventImportScenario: Scenario = {
  name: 'event-import',
  summary: 'spreadsheet import of N rows: upload check, import, the same file again; heap peak (issue 15)',
  usage: [
    '--rows N          rows of the larger file (default 10000); the smaller has a fifth of them',
    '--kind xlsx|csv   file kind (default xlsx)',
    '--database URL    a PostgreSQL server (a fresh database is created); embedded PGlite when absent',
  ].join('\n'),

  async run(args) {
    const { values } = parseArgs({
      args,
      options: { rows: { type: 'string' }, kind: { type: 'string' }, database: { type: 'string' } },
    });
    const rows = wholeNumberOption('rows', values.rows, 10_000);
    const kind = values.kind === 'csv' ? 'csv' : 'xlsx';
    const database = await openBenchDatabase({ databaseUrl: values.database, keep: false });
    try {
      const { db } = database.handle;
      await loadGazetteerIfEmpty(db);
      const ids = await setUp(db);
      const mapping: ImportMapping = {
        ...ids,
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
        },
        time_format: 'dd.MM.yyyy HH:mm',
        input_language: 'de',
      };
      const table: string[][] = [];
      for (const size of [Math.max(1, Math.floor(rows / 5)), rows]) {
        const file = await buildFile(size, kind, String(size));
        const base = await settleBetweenRuns();
        const peaks = watchPeaks(5);
        let started = performance.now();
        const summary = await summarise(file);
        const checkMs = performance.now() - started;
        const id = await repository.insertImport(db, {
          createdBy: null,
          fileName: `bench.${kind}`,
          kind: summary.kind,
          file,
          columns: summary.columns,
          rowCount: summary.rowCount,
          sample: summary.sample,
        });
        // Batches as the server makes them (IMPORT_BATCH_ROWS).
        const { importBatchRows } = loadConfig(process.env);
        await repository.claimRun(db, id, mapping, new Date(), new Date());
        started = performance.now();
        await runImport(db, id, mapping, importBatchRows);
        const importMs = performance.now() - started;
        await repository.claimRun(db, id, mapping, new Date(), new Date());
        started = performance.now();
        await runImport(db, id, mapping, importBatchRows);
        const againMs = performance.now() - started;
        const peak = peaks.stop();
        const after = await settleBetweenRuns();
        const state = await repository.findImport(db, id);
        table.push([
          formatCount(size),
          formatBytes(file.length),
          formatDuration(checkMs),
          formatDuration(importMs),
          formatDuration(checkMs + importMs),
          formatDuration(againMs),
          `${formatCount(state?.unchanged_count ?? 0)} / ${formatCount(state?.failed_count ?? 0)}`,
          formatBytes(peak.heapUsed - base.heapUsed),
          formatBytes(after.heapUsed - base.heapUsed),
        ]);
      }
      printTable(
        `event import, ${kind}, ${values.database ? 'PostgreSQL' : 'PGlite'}, load ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
        [
          [
            'rows',
            'file',
            'upload check',
            'import',
            'check + import',
            'same file again',
            'again unchanged / failed',
            'heap peak over base',
            'heap kept',
          ],
          ...table,
        ],
      );
    } finally {
      await database.dispose();
    }
  },
};
