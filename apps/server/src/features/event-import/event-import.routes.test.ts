import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../db/test-databases.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { until } from '../../test-support/until.js';
import { insertWriteWorld, type WriteWorld } from '../events/event-writes.test-support.js';
import type { EventImport } from './event-import.schemas.js';
import {
  buildCsv,
  buildXlsx,
  buildZip,
  HEADER,
  importCalls,
  insertTestPlaces,
  type SheetCell,
  testMapping,
} from './event-import.test-support.js';
import { MAX_INFLATED_BYTES } from './zip-guard.js';

// Issue 15 "Excel Upload": upload, preview, import, re-import, failed rows, hostile files. Over real HTTP, both
// engines; who may call it: http/permissions.test.ts.
describe.each(availableEngines())('event import API on %s', (engine) => {
  let testApp: TestApp;
  let world: WriteWorld;
  let calls: ReturnType<typeof importCalls>;

  beforeAll(async () => {
    testApp = await startTestApp({ engine });
    world = await insertWriteWorld(testApp.db, testApp.config);
    await insertTestPlaces(testApp.db);
    calls = importCalls(testApp.baseUrl, world.platformAdmin.authorization);
  });
  afterAll(() => testApp?.close());

  const eventsOf = (sourceId: number) =>
    testApp.db
      .selectFrom('events')
      .select(['id', 'name', 'start_time', 'end_time', 'lat', 'lon', 'zip_code', 'url', 'raw_organiser'])
      .where('organising_source_id', '=', sourceId)
      .orderBy('id')
      .execute();

  /** A fresh source per test, so counts are the test's own. */
  async function freshSource(): Promise<number> {
    const { id } = await testApp.db
      .insertInto('sources')
      .values({
        name: `Import ${Math.random()}`,
        country: 'DE',
        city: 'Berlin',
        source_type_id: world.taxonomy.sourceTypeId,
        description: 'Imports',
        internal_contact: 'ops@example.org',
        approval_status: 'approved',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  const valid: SheetCell[][] = [
    HEADER,
    [
      'Mahnwache',
      'Kerzen am Abend',
      '12.03.2030 18:00',
      '12.03.2030 20:00',
      '10115',
      'Berlin',
      'Invalidenstr. 1',
      'https://example.org/a',
      '50',
    ],
    [
      'Demo Klima',
      'Laut und bunt',
      new Date(Date.UTC(2030, 2, 13, 14, 30)),
      null,
      '50667',
      'Köln',
      null,
      null,
      '2.000',
    ],
    ['Kundgebung', 'Vor dem Rathaus', '2030-03-14T11:00:00+01:00', null, null, 'Leipzig', null, null, null],
    ['Fahrraddemo', 'Rund um den See', '15.03.2030 10:00', null, null, 'Nirgendwo', null, null, null],
  ];

  it('uploads an .xlsx, previews its rows as they will be imported without writing, imports them, and a second import of the same file creates nothing', async () => {
    const sourceId = await freshSource();
    const mapping = testMapping(world, { source_id: sourceId });
    const file = await buildXlsx(valid);
    const upload = await calls.uploaded(file, 'events.xlsx');
    expect(upload).toMatchObject({
      kind: 'xlsx',
      file_name: 'events.xlsx',
      columns: HEADER,
      row_count: 4,
      status: 'uploaded',
    });
    expect(upload.sample[0]).toEqual({ row: 2, cells: valid[1] });
    expect(upload.sample[1]?.cells[2]).toBe('2030-03-13T14:30');

    const preview = await calls.post(`${upload.id}/preview`, mapping);
    expect(preview.status).toBe(200);
    const { rows } = (await preview.json()) as {
      rows: { row: number; event: Record<string, unknown> | null; reason: string | null }[];
    };
    expect(rows.map((r) => r.row)).toEqual([2, 3, 4, 5]);
    expect(rows[0]?.event).toMatchObject({
      name: 'Mahnwache',
      start_time: '2030-03-12T18:00:00+01:00',
      end_time: '2030-03-12T20:00:00+01:00',
      url: 'https://example.org/a',
      raw_organiser: 'Bündnis Test',
      organising_source_id: sourceId,
      locations: [
        {
          geography: { type: 'Point', coordinates: [13.385, 52.532] },
          zip_code: '10115',
          city: 'Berlin',
          street: 'Invalidenstr. 1',
          country: 'DE',
        },
      ],
    });
    // A date cell is the sheet's wall time in Berlin; ISO text keeps its offset.
    expect(rows[1]?.event).toMatchObject({
      start_time: '2030-03-13T14:30:00+01:00',
      raw_participants: '2.000',
    });
    expect(rows[2]?.event).toMatchObject({
      start_time: '2030-03-14T11:00:00+01:00',
      locations: [{ city: 'Leipzig' }],
    });
    // A place the gazetteer does not know: imported without a point, as a feed row would be.
    expect(rows[3]?.event).toMatchObject({ locations: [] });
    expect(await eventsOf(sourceId)).toEqual([]);

    const done = await calls.run(upload.id, mapping);
    expect(done).toMatchObject({
      status: 'done',
      processed_rows: 4,
      imported: 4,
      unchanged: 0,
      unplaced: 1,
      failed: 0,
      failures: [],
      error: null,
      error_code: null,
    });
    const events = await eventsOf(sourceId);
    expect(events.map((e) => e.name)).toEqual(['Mahnwache', 'Demo Klima', 'Kundgebung', 'Fahrraddemo']);
    expect(events[0]).toMatchObject({ zip_code: '10115', lat: 52.532, raw_organiser: 'Bündnis Test' });
    const topics = await testApp.db
      .selectFrom('event_topics')
      .select(['event_id', 'topic_id'])
      .where(
        'event_id',
        'in',
        events.map((e) => e.id),
      )
      .execute();
    expect(topics).toHaveLength(4);
    expect(new Set(topics.map((t) => t.topic_id))).toEqual(new Set([world.taxonomy.topicIds[0]]));
    // The public event call shows it as any event.
    const shown = await fetch(`${testApp.baseUrl}/v1/event/${events[0]?.id}`);
    expect(shown.status).toBe(200);

    // The same file again, uploaded anew, and the same import run again: nothing new.
    const again = await calls.uploaded(file, 'events-again.xlsx');
    expect(await calls.run(again.id, mapping)).toMatchObject({ status: 'done', imported: 0, unchanged: 4 });
    expect(await calls.run(upload.id, mapping)).toMatchObject({ status: 'done', imported: 0, unchanged: 4 });
    expect(await eventsOf(sourceId)).toHaveLength(4);
    // The same rows for another source are that source's events.
    const other = await freshSource();
    expect(await calls.run(again.id, testMapping(world, { source_id: other }))).toMatchObject({
      imported: 4,
    });
  });

  it('imports the good rows of a mixed sheet and lists every failed row with its number and reason', async () => {
    const sourceId = await freshSource();
    const sheet: SheetCell[][] = [
      HEADER,
      ['Gut 1', 'Text', '01.04.2030 10:00', null, '10115', null, null, null, null], // 2
      [null, 'Ohne Namen', '01.04.2030 10:00', null, null, null, null, null, null], // 3 bad: no name
      ['Falsches Datum', 'Text', '04/01/2030 10am', null, null, null, null, null, null], // 4 bad: other format
      [], // 5 empty: skipped
      ['Ende vor Beginn', 'Text', '02.04.2030 10:00', '02.04.2030 09:00', null, null, null, null, null], // 6 bad
      [12345, 'Zahl als Name', '03.04.2030 10:00', null, null, null, null, null, null], // 7 good: number as text
      [
        'Formel',
        { formula: 'CONCAT("Te","xt")', result: 'Text' },
        '04.04.2030 10:00',
        null,
        null,
        null,
        null,
        null,
        null,
      ], // 8 good
      ['Formel ohne Ergebnis', { formula: 'A1&B1' }, '05.04.2030 10:00', null, null, null, null, null, null], // 9 bad
      ['Verbunden', 'Zwei Zeilen', '06.04.2030 10:00', null, null, null, null, null, null], // 10 good, A10:A11 merged
      [null, 'Nur Beschreibung', '07.04.2030 10:00', null, null, null, null, null, null], // 11 bad: merged, empty
      ['Schlechte URL', 'Text', '08.04.2030 10:00', null, null, null, null, 'www.example.org', null], // 12 bad
      ['Datumszelle', 'Text', new Date(Date.UTC(2030, 3, 9, 8, 15)), null, null, null, null, null, null], // 13 good
      ['x'.repeat(301), 'Zu lang', '10.04.2030 10:00', null, null, null, null, null, null], // 14 bad
      ['Gut 2', 'Text', '11.04.2030 10:00', null, null, null, null, null, null], // 15 good
    ];
    const upload = await calls.uploaded(await buildXlsx(sheet, { merges: ['A10:A11'] }));
    expect(upload.row_count).toBe(13);
    const preview = await calls.post(`${upload.id}/preview`, testMapping(world, { source_id: sourceId }));
    const { rows } = (await preview.json()) as { rows: unknown[] };
    expect(rows[1]).toEqual({
      row: 3,
      event: null,
      reason: 'Event name (column A) missing',
      problem: { code: 'missing', field: 'name', column: 'A' },
    });
    expect(rows[0]).toMatchObject({ row: 2, reason: null, problem: null });
    const done = await calls.run(upload.id, testMapping(world, { source_id: sourceId }));
    expect(done).toMatchObject({ status: 'done', processed_rows: 13, imported: 6, failed: 7 });
    // The reason in English, and the same as a code with its values for a client to word it in its language.
    expect(done.failures).toEqual([
      {
        row: 3,
        reason: 'Event name (column A) missing',
        problem: { code: 'missing', field: 'name', column: 'A' },
      },
      {
        row: 4,
        reason: 'Start time (column C): "04/01/2030 10am" is not a time in the format dd.MM.yyyy HH:mm',
        problem: {
          code: 'not_a_time',
          field: 'start_time',
          column: 'C',
          value: '04/01/2030 10am',
          format: 'dd.MM.yyyy HH:mm',
        },
      },
      { row: 6, reason: 'End time is before start time', problem: { code: 'end_before_start' } },
      {
        row: 9,
        reason: 'Description (column B): the cell holds a formula without a stored result',
        problem: { code: 'cell_formula_without_result', field: 'description', column: 'B' },
      },
      {
        row: 11,
        reason: 'Event name (column A) missing',
        problem: { code: 'missing', field: 'name', column: 'A' },
      },
      {
        row: 12,
        reason: 'URL (column H): should start with http:// or https:// and hold no spaces',
        problem: { code: 'invalid_url', field: 'url', column: 'H' },
      },
      {
        row: 14,
        reason: 'Event name (column A): longer than 300 characters',
        problem: { code: 'too_long', field: 'name', column: 'A', limit: 300 },
      },
    ]);
    expect((await eventsOf(sourceId)).map((e) => e.name)).toEqual([
      'Gut 1',
      '12345',
      'Formel',
      'Verbunden',
      'Datumszelle',
      'Gut 2',
    ]);
  });

  it('reads CSV with semicolons, quotes and Windows-1252 umlauts, and German month names in the input language', async () => {
    const sourceId = await freshSource();
    const csv = buildCsv([
      ['Titel', 'Beschreibung', 'Beginn'],
      ['Demo "für" Frieden; laut', 'Zeile 1\nZeile 2', '3. März 2030 14:00'],
      ['Straßenfest', 'Text', '4. März 2030 15:30'],
    ]);
    const latin1 = Buffer.from(csv, 'latin1');
    const upload = await calls.uploaded(latin1, 'events.csv');
    expect(upload).toMatchObject({ kind: 'csv', columns: ['Titel', 'Beschreibung', 'Beginn'], row_count: 2 });
    const mapping = testMapping(world, {
      source_id: sourceId,
      fields: { name: { column: 0 }, description: { column: 1 }, start_time: { column: 2 } },
      time_format: 'd. MMMM yyyy HH:mm',
    });
    expect(await calls.run(upload.id, mapping)).toMatchObject({ status: 'done', imported: 2, failed: 0 });
    const events = await eventsOf(sourceId);
    expect(events.map((e) => [e.name, e.start_time.toISOString()])).toEqual([
      ['Demo "für" Frieden; laut', '2030-03-03T13:00:00.000Z'],
      ['Straßenfest', '2030-03-04T14:30:00.000Z'],
    ]);
  });

  /** The first issue at `loc`, its English `msg`, and the import's own type with its ctx (as the web words it). */
  async function expect422(
    response: Response,
    loc: unknown[],
    msg: RegExp,
    type?: string,
    ctx?: Record<string, unknown>,
  ) {
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      detail: { loc: unknown[]; msg: string; type: string; ctx?: unknown }[];
    };
    expect(body.detail[0]?.loc).toEqual(loc);
    expect(body.detail[0]?.msg).toMatch(msg);
    if (type !== undefined) expect(body.detail[0]?.type).toBe(type);
    expect(body.detail[0]?.ctx).toEqual(ctx);
  }

  it('answers 422 for files that are not spreadsheets, zip bombs and too many rows, and stores none of them', async () => {
    const before = await testApp.db
      .selectFrom('event_imports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const file = ['body', 'file'];
    await expect422(await calls.upload(undefined), file, /^File missing$/, 'missing');
    await expect422(await calls.upload(Buffer.alloc(0)), file, /empty/, 'file_empty');
    await expect422(
      await calls.upload(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'events.xlsx'),
      file,
      /PDF, not \.xlsx or \.csv/,
      'file_other_type',
      { file_type: 'PDF' },
    );
    await expect422(
      await calls.upload('<!doctype html><html><script>alert(1)</script></html>', 'events.csv'),
      file,
      /HTML or XML/,
      'file_markup',
    );
    await expect422(
      await calls.upload(Buffer.from([0x01, 0x00, 0x02, 0x03, 0x00]), 'events.csv'),
      file,
      /binary/,
      'file_binary',
    );
    await expect422(
      await calls.upload(buildZip([{ name: 'readme.txt', data: Buffer.from('hello') }])),
      file,
      /zip archive, not an \.xlsx/,
      'file_zip_not_xlsx',
    );
    // Bombs: a declared size over the cap, a size that lies (inflates beyond what it declares), too many entries.
    const zeros = Buffer.alloc(4 * 1024 * 1024);
    await expect422(
      await calls.upload(
        buildZip([{ name: 'xl/workbook.xml', data: zeros, declaredSize: MAX_INFLATED_BYTES + 1 }]),
      ),
      file,
      /inflates to more than 256 MiB/,
      'file_zip_too_large',
      { limit: 256 },
    );
    await expect422(
      await calls.upload(buildZip([{ name: 'xl/workbook.xml', data: zeros, declaredSize: 1_000 }])),
      file,
      /is damaged/,
      'file_zip_damaged',
    );
    const many = Array.from({ length: 1_001 }, (_, i) => ({
      name: `xl/part${i}.xml`,
      data: Buffer.from('x'),
    }));
    await expect422(await calls.upload(buildZip(many)), file, /1001 entries/, 'file_zip_too_many_entries', {
      limit: 1_000,
    });
    // A real workbook whose sheet XML is broken.
    await expect422(
      await calls.upload(
        buildZip([
          {
            name: 'xl/workbook.xml',
            data: Buffer.from(
              '<workbook><sheets><sheet name="a" sheetId="1" r:id="rId1"/></sheets></workbook>',
            ),
          },
          { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from('<Relationships/>') },
          { name: 'xl/sharedStrings.xml', data: Buffer.from('<sst>') },
          {
            name: 'xl/worksheets/sheet1.xml',
            data: Buffer.from('<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>0</v>'),
          },
        ]),
      ),
      file,
      /cannot be read|no header row/,
    );
    // 50,001 data rows (as CSV: the cap is the same for both kinds).
    const lines = [
      'Titel;Beschreibung;Beginn',
      ...Array.from({ length: 50_001 }, (_, i) => `E${i};D;01.01.2030 10:00`),
    ];
    await expect422(
      await calls.upload(lines.join('\n'), 'big.csv'),
      file,
      /more than 50,000 rows/,
      'file_too_many_rows',
      { limit: 50_000 },
    );
    const after = await testApp.db
      .selectFrom('event_imports')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers 422 for a mapping that cannot work (a column mapped twice, a missing column, unknown ids, wrong types) and writes nothing', async () => {
    const sourceId = await freshSource();
    const upload = await calls.uploaded(await buildXlsx(valid));
    const base = testMapping(world, { source_id: sourceId });
    const twice = { ...base, fields: { ...base.fields, raw_location: { column: 5 } } };
    for (const path of ['preview', 'run']) {
      await expect422(
        await calls.post(`${upload.id}/${path}`, twice),
        ['body', 'fields', 'raw_location'],
        /^Column F is already mapped to City/,
        'column_mapped_twice',
        { column: 'F', field: 'city' },
      );
    }
    await expect422(
      await calls.post(`${upload.id}/preview`, { ...base, fields: { ...base.fields, url: { column: 20 } } }),
      ['body', 'fields', 'url'],
      /no column U/,
      'column_absent',
      { column: 'U' },
    );
    await expect422(
      await calls.post(`${upload.id}/preview`, { ...base, source_id: 999_999 }),
      ['body', 'source_id'],
      /Unknown source/,
    );
    await expect422(
      await calls.post(`${upload.id}/preview`, { ...base, topic_ids: [999_999] }),
      ['body', 'topic_ids', 0],
      /Unknown topic/,
    );
    await expect422(
      await calls.post(`${upload.id}/preview`, {
        ...base,
        fields: { ...base.fields, start_time: { value: 'soon' } },
      }),
      ['body', 'fields', 'start_time'],
      /Not a time/,
      'time_format',
      { format: 'dd.MM.yyyy HH:mm' },
    );
    const wrongType = await calls.post(`${upload.id}/preview`, {
      ...base,
      fields: { ...base.fields, name: { column: 'A' } },
    });
    expect(wrongType.status).toBe(422);
    const missing = await calls.post(`${upload.id}/run`, { ...base, fields: { name: { column: 0 } } });
    expect(missing.status).toBe(422);
    expect(
      (
        await fetch(`${testApp.baseUrl}/v1/event_import/999999`, {
          headers: { authorization: world.platformAdmin.authorization },
        })
      ).status,
    ).toBe(404);
    expect((await calls.get(upload.id)).status).toBe('uploaded');
    expect(await eventsOf(sourceId)).toEqual([]);
  });

  it('imports 2,500 rows in batches and reports its progress', async () => {
    const sourceId = await freshSource();
    const rows: SheetCell[][] = [HEADER];
    for (let i = 0; i < 2_500; i += 1) {
      rows.push([
        `Event ${i}`,
        `Beschreibung ${i}`,
        `${String((i % 28) + 1).padStart(2, '0')}.05.2030 10:00`,
        null,
        i % 2 ? '10115' : '50667',
        null,
        null,
        null,
        null,
      ]);
    }
    const upload = await calls.uploaded(await buildXlsx(rows));
    const started = await calls.post(`${upload.id}/run`, testMapping(world, { source_id: sourceId }));
    expect(started.status).toBe(202);
    let state = (await started.json()) as EventImport;
    expect(state.status).toBe('running');
    await until('the import finishes', async () => {
      state = await calls.get(upload.id);
      // Progress moves by whole batches: what it says was committed.
      expect([0, 1_000, 2_000, 2_500]).toContain(state.processed_rows);
      return state.status !== 'running';
    });
    expect(state).toMatchObject({ status: 'done', processed_rows: 2_500, imported: 2_500, failed: 0 });
    expect(await eventsOf(sourceId)).toHaveLength(2_500);
  });

  it('refuses a second run while one is alive, and reports a run whose process died as stopped, to be run again', async () => {
    const sourceId = await freshSource();
    const mapping = testMapping(world, { source_id: sourceId });
    const upload = await calls.uploaded(await buildXlsx(valid));
    // As a run of another process leaves it: running, with a fresh heartbeat.
    const mark = (heartbeat: Date) =>
      testApp.db
        .updateTable('event_imports')
        .set({ status: 'running', heartbeat_at: heartbeat })
        .where('id', '=', upload.id)
        .execute();
    await mark(new Date());
    const refused = await calls.post(`${upload.id}/run`, mapping);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ detail: 'This file is being imported already' });
    expect(await eventsOf(sourceId)).toEqual([]);
    await mark(new Date(Date.now() - 3 * 60_000));
    expect(await calls.get(upload.id)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/stopped.*Run it again/),
      error_code: 'stopped',
    });
    expect(await calls.run(upload.id, mapping)).toMatchObject({ status: 'done', imported: 4 });
  });
});
