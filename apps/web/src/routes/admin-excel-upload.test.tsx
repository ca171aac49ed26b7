import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventImport, ImportMapping } from '../features/admin/event-import-api';
import type { Session } from '../features/session/session-context';
import { i18n } from '../i18n';
import { accountMergeResponse } from '../test/account-merges';
import { renderApp } from '../test/render-app';

// Admin section "Excel Upload" (issue 15, decision 039): the source is picked by name, and the failed rows and the
// server's refusals are worded in the page's language from their codes, against a small fake of the import calls.
const ADMIN_SESSION: Session = {
  isLoggedIn: true,
  user: { id: 1, username: 'root', admin: true },
  administeredSourceIds: [],
  logout: () => {},
};

const SOURCES = [
  { id: 7, name: 'Zeltfest-Freunde Passau', city: 'Passau', country: 'DE', approval_status: 'approved' },
  { id: 8, name: 'Zeltfestival Konstanz', city: 'Konstanz', country: 'DE', approval_status: 'pending' },
  { id: 9, name: 'Mieterinitiative Ehrenfeld', city: 'Köln', country: 'DE', approval_status: 'approved' },
];

const UPLOADED: EventImport = {
  id: 41,
  file_name: 'termine.xlsx',
  kind: 'xlsx',
  created_at: '2030-03-01T10:00:00Z',
  columns: ['Titel', 'Beschreibung', 'Beginn'],
  row_count: 3,
  sample: [],
  status: 'uploaded',
  processed_rows: 0,
  imported: 0,
  unchanged: 0,
  unplaced: 0,
  failed: 0,
  failures: [],
  error: null,
  error_code: null,
  finished_at: null,
};

const NOT_A_TIME = {
  code: 'not_a_time',
  field: 'start_time',
  column: 'C',
  value: 'March 14th',
  format: 'dd.MM.yyyy HH:mm',
} as const;

const DONE: EventImport = {
  ...UPLOADED,
  status: 'done',
  processed_rows: 3,
  imported: 1,
  failed: 2,
  failures: [
    {
      row: 3,
      reason: 'Event name (column A) missing',
      problem: { code: 'missing', field: 'name', column: 'A' },
    },
    {
      row: 4,
      reason: 'Start time (column C): "March 14th" is not a time in the format dd.MM.yyyy HH:mm',
      problem: NOT_A_TIME,
    },
  ],
  finished_at: '2030-03-01T10:01:00Z',
};

const calls: { path: string; search: string; body: unknown }[] = [];

/** A select named by the label around it: its name goes on with the chosen option's text. */
const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const fetchMock = vi.fn(async (request: Request) => {
  const url = new URL(request.url);
  const path = url.pathname;
  const json = request.headers.get('content-type')?.includes('application/json') === true;
  calls.push({ path, search: url.search, body: json ? await request.clone().json() : undefined });
  if (path === '/v1/topic/') return Response.json([{ id: 1, name_en: 'Climate', name_de: 'Klima' }]);
  if (path === '/v1/event_type/') return Response.json([{ id: 3, name_en: 'Rally', name_de: 'Kundgebung' }]);
  if (path === '/v1/source/name-search') {
    const words = (url.searchParams.get('name') ?? '').toLowerCase().split(/\s+/);
    return Response.json(SOURCES.filter((s) => words.every((word) => s.name.toLowerCase().includes(word))));
  }
  if (path === '/v1/event_import/upload') return Response.json(UPLOADED, { status: 201 });
  if (path === '/v1/event_import/41/preview') {
    const mapping = (await request.clone().json()) as ImportMapping;
    const description = mapping.fields.description;
    if ('column' in description && description.column === 0) {
      return Response.json(
        {
          detail: [
            {
              loc: ['body', 'fields', 'description'],
              msg: 'Column A is already mapped to Event name; map each column to one field',
              type: 'column_mapped_twice',
              ctx: { column: 'A', field: 'name' },
            },
          ],
        },
        { status: 422 },
      );
    }
    return Response.json({
      rows: [{ row: 2, event: null, reason: DONE.failures[1]?.reason ?? null, problem: NOT_A_TIME }],
    });
  }
  if (path === '/v1/event_import/41/run')
    return Response.json({ ...UPLOADED, status: 'running' }, { status: 202 });
  if (path === '/v1/event_import/41') return Response.json(DONE);
  return (await accountMergeResponse(request)) ?? Response.json({ detail: 'Not Found' }, { status: 404 });
});

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

const TEXTS = {
  en: {
    section: 'Excel Upload',
    file: 'Spreadsheet (.xlsx or .csv)',
    upload: 'Upload',
    name: 'Event name *',
    description: 'Description *',
    start: 'Start time *',
    source: 'Source',
    eventType: 'Event type',
    preview: 'Preview',
    import: 'Import',
    chooseSource: 'Choose the source from the list.',
    mappedTwice: 'Description: column A is already mapped to Event name. Map each column to one field.',
    notATime: 'Start time (column C): "March 14th" is not a time in the format dd.MM.yyyy HH:mm',
    failed: 'The following rows failed:',
    failures: [
      'Row 3: Event name (column A) missing',
      'Row 4: Start time (column C): "March 14th" is not a time in the format dd.MM.yyyy HH:mm',
    ],
  },
  de: {
    section: 'Excel-Upload',
    file: 'Tabelle (.xlsx oder .csv)',
    upload: 'Hochladen',
    name: 'Name der Veranstaltung *',
    description: 'Beschreibung *',
    start: 'Beginn *',
    source: 'Quelle',
    eventType: 'Veranstaltungsart',
    preview: 'Vorschau',
    import: 'Importieren',
    chooseSource: 'Wähle die Quelle aus der Liste.',
    mappedTwice:
      'Beschreibung: Spalte A ist schon Name der Veranstaltung zugeordnet. Ordne jede Spalte nur einem Feld zu.',
    notATime: 'Beginn (Spalte C): „March 14th“ ist keine Zeit im Format dd.MM.yyyy HH:mm',
    failed: 'Die folgenden Zeilen sind fehlgeschlagen:',
    failures: [
      'Zeile 3: Name der Veranstaltung (Spalte A) fehlt',
      'Zeile 4: Beginn (Spalte C): „March 14th“ ist keine Zeit im Format dd.MM.yyyy HH:mm',
    ],
  },
};

describe('Admin area: Excel Upload', { timeout: 30_000 }, () => {
  for (const language of ['en', 'de'] as const) {
    const texts = TEXTS[language];
    it(`picks the source by name and words failed rows and refusals in the page's language (${language})`, async () => {
      await i18n.changeLanguage(language);
      const user = userEvent.setup();
      renderApp(`/${language}/admin?section=excel-upload`, { session: ADMIN_SESSION });
      const region = await screen.findByRole('region', { name: texts.section }, { timeout: 15_000 });
      await user.upload(
        within(region).getByLabelText(texts.file),
        new File(['x'], 'termine.xlsx', { type: 'application/octet-stream' }),
      );
      await user.click(within(region).getByRole('button', { name: texts.upload }));
      await user.selectOptions(
        await within(region).findByRole('combobox', { name: labelled(texts.name) }),
        'A · Titel',
      );
      await user.selectOptions(
        within(region).getByRole('combobox', { name: labelled(texts.start) }),
        'C · Beginn',
      );
      await user.selectOptions(
        within(region).getByRole('combobox', { name: labelled(texts.eventType) }),
        '3',
      );
      await user.click(within(region).getAllByRole('checkbox')[0] as HTMLElement);

      // Without a source nothing is sent, and the picker says why.
      await user.click(within(region).getByRole('button', { name: texts.preview }));
      const picker = within(region).getByRole('combobox', { name: texts.source });
      expect(picker).toHaveAccessibleDescription(texts.chooseSource);
      expect(calls.filter((call) => call.path.endsWith('/preview'))).toEqual([]);

      // The admin types part of the name and picks from the matches (any approval status), named with the city.
      await user.type(picker, 'zelt');
      const listbox = await screen.findByRole('listbox');
      await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
      expect(within(listbox).getByRole('option', { name: /Zeltfestival Konstanz/ })).toHaveTextContent(
        'Konstanz (DE)',
      );
      await user.click(within(listbox).getByRole('option', { name: /Zeltfest-Freunde Passau/ }));
      expect(picker).toHaveValue('Zeltfest-Freunde Passau');
      // The picked name is not searched again.
      expect(calls.filter((call) => call.path === '/v1/source/name-search').at(-1)?.search).toBe(
        '?name=zelt',
      );

      // A refusal of the mapping, worded from its type and ctx.
      await user.selectOptions(
        within(region).getByRole('combobox', { name: labelled(texts.description) }),
        'A · Titel',
      );
      await user.click(within(region).getByRole('button', { name: texts.preview }));
      expect(await within(region).findByRole('alert')).toHaveTextContent(texts.mappedTwice);

      await user.selectOptions(
        within(region).getByRole('combobox', { name: labelled(texts.description) }),
        'B · Beschreibung',
      );
      await user.click(within(region).getByRole('button', { name: texts.preview }));
      const preview = await within(region).findByRole('table');
      expect(within(preview).getByRole('cell', { name: texts.notATime })).toBeInTheDocument();
      expect(
        calls.find((call) => call.path.endsWith('/preview') && call.body !== undefined)?.body,
      ).toMatchObject({
        source_id: 7,
        event_type_id: 3,
        topic_ids: [1],
      });

      await user.click(within(region).getByRole('button', { name: texts.import }));
      const failures = await within(region).findByRole('list', { name: texts.failed });
      expect(
        within(failures)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(texts.failures);
    });
  }
});
