import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublishedDocument } from '../features/documents/api';
import type { Session } from '../features/session/session-context';
import { i18n } from '../i18n';
import { accountMergeResponse } from '../test/account-merges';
import { renderApp } from '../test/render-app';

// Admin section "Files" (issue 15) and the Data page's document list, against a small fake of the document calls.
const ADMIN_SESSION: Session = {
  isLoggedIn: true,
  user: { id: 1, username: 'root', admin: true },
  administeredSourceIds: [],
  logout: () => {},
};

const guide: PublishedDocument = {
  id: 4,
  display_name: 'Versammlungen anmelden',
  language: 'de',
  document_type: 'guide',
  size_bytes: 250_000,
  created_at: '2026-11-20T10:00:00Z',
  url: '/v1/document/4',
};
const report: PublishedDocument = {
  id: 5,
  display_name: 'Annual report 2025',
  language: 'en',
  document_type: 'report',
  size_bytes: 3_400_000,
  created_at: '2026-11-21T10:00:00Z',
  url: '/v1/document/5',
};

let documents: PublishedDocument[];
const uploads: { query: Record<string, string>; hasFile: boolean }[] = [];
/** The display name of the upload the fake server refuses as not a PDF (it decides by content; jsdom's files
 * do not reach the fake's FormData whole). */
const NOT_A_PDF = 'Page';
const deletes: string[] = [];

const fetchMock = vi.fn(async (request: Request) => {
  const url = new URL(request.url);
  const path = url.pathname;
  if (path === '/v1/document/available') return Response.json(documents);
  if (path === '/v1/document/upload') {
    const file = (await request.clone().formData()).get('file');
    uploads.push({ query: Object.fromEntries(url.searchParams), hasFile: file !== null });
    if (url.searchParams.get('display_name') === NOT_A_PDF)
      return Response.json(
        { detail: [{ loc: ['body', 'file'], msg: 'The file is not a PDF', type: 'value_error' }] },
        { status: 422 },
      );
    const created: PublishedDocument = {
      id: 9,
      display_name: url.searchParams.get('display_name') ?? '',
      language: url.searchParams.get('language') as PublishedDocument['language'],
      document_type: url.searchParams.get('document_type') as PublishedDocument['document_type'],
      size_bytes: 120_000,
      created_at: '2026-11-26T08:00:00Z',
      url: '/v1/document/9',
    };
    documents = [created, ...documents];
    return Response.json(created, { status: 201 });
  }
  const documentPath = path.match(/^\/v1\/document\/(\d+)$/);
  if (documentPath && request.method === 'DELETE') {
    deletes.push(path);
    documents = documents.filter((d) => d.id !== Number(documentPath[1]));
    return new Response(null, { status: 204 });
  }
  return (await accountMergeResponse(request)) ?? Response.json({ detail: 'Not Found' }, { status: 404 });
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  documents = [report, guide];
  uploads.length = 0;
  deletes.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('Admin area: Files', { timeout: 30_000 }, () => {
  it('uploads a PDF with its display name, language and type; says what is missing and when it failed', async () => {
    const user = userEvent.setup();
    renderApp('/en/admin?section=files', { session: ADMIN_SESSION });
    const region = await screen.findByRole('region', { name: 'Files' }, { timeout: 15_000 });
    const list = await within(region).findByRole('list', { name: 'Documents' });
    expect(within(list).getByRole('link', { name: 'Annual report 2025' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/v1\/document\/5$/),
    );
    expect(list).toHaveTextContent('Report · English · PDF, 3.2 MB');

    const form = within(region).getByRole('form', { name: 'Upload a PDF' });
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(within(form).getByText('File missing')).toBeInTheDocument();
    expect(within(form).getByText('Display Name missing')).toBeInTheDocument();
    expect(uploads).toEqual([]);

    // An HTML page named .pdf: the server decides by the content.
    const fileField = within(form).getByLabelText(/^File/);
    await user.upload(fileField, new File(['<html>hi</html>'], 'page.pdf', { type: 'application/pdf' }));
    await user.type(within(form).getByRole('textbox', { name: /Display Name/ }), NOT_A_PDF);
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File upload failed');
    expect(await within(form).findByText('The file is not a PDF.')).toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: /Display Name/ }));
    await user.type(within(form).getByRole('textbox', { name: /Display Name/ }), 'Leaflet');
    await user.upload(fileField, new File(['%PDF-1.4 …'], 'leaflet.pdf', { type: 'application/pdf' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: /Language of the file/ }), 'de');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Type/ }), 'press');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('status')).toHaveTextContent('File uploaded');
    expect(uploads.at(-1)).toEqual({
      query: { language: 'de', document_type: 'press', display_name: 'Leaflet' },
      hasFile: true,
    });
    expect(await within(list).findByRole('link', { name: 'Leaflet' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Display Name/ })).toHaveValue('');
  });

  it('deletes a file after the confirmation, in German', async () => {
    await i18n.changeLanguage('de');
    const user = userEvent.setup();
    renderApp('/de/admin?section=files', { session: ADMIN_SESSION });
    const region = await screen.findByRole('region', { name: 'Dateien' }, { timeout: 15_000 });
    await user.click(await within(region).findByRole('button', { name: 'Versammlungen anmelden löschen' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Möchtest du „Versammlungen anmelden“ wirklich löschen?');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(deletes).toEqual(['/v1/document/4']));
    await waitFor(() =>
      expect(within(region).queryByRole('link', { name: 'Versammlungen anmelden' })).toBeNull(),
    );
    await i18n.changeLanguage('en');
  });
});

describe('Data page documents', { timeout: 30_000 }, () => {
  it.each([
    ['en', 'Documents', ['Annual report 2025', 'Versammlungen anmelden'], 'Guide · Deutsch · PDF, 244 KB'],
    [
      'de',
      'Dokumente',
      ['Versammlungen anmelden', 'Annual report 2025'],
      'Leitfaden · Deutsch · PDF, 244 KB',
    ],
  ])(
    'lists the published files, those in the page’s language first (%s)',
    async (language, heading, order, details) => {
      await i18n.changeLanguage(language);
      renderApp(`/${language}/data`);
      const section = await screen.findByRole('region', { name: heading }, { timeout: 15_000 });
      expect(
        within(section)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(order);
      expect(within(section).getByRole('link', { name: 'Versammlungen anmelden' })).toHaveAttribute(
        'download',
      );
      expect(section).toHaveTextContent(details);
      await i18n.changeLanguage('en');
    },
  );
});
