import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableEngines } from '../../db/test-databases.js';
import { type ApiClient, apiClient } from '../../test-support/api-client.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createTestUser } from '../../test-support/test-users.js';
import { DOCUMENT_MAX_BYTES } from './documents.schemas.js';
import { contentDisposition, fileNameOf } from './documents.service.js';
import { fileForm, minimalPdf } from './documents.test-support.js';

// Spec §7 "Documents" (issue 15 "Files"), over real HTTP on PGlite and on PostgreSQL. Who may call them:
// http/permissions.test.ts.
describe.each(availableEngines())('documents API on %s', (engine) => {
  let testApp: TestApp;
  let client: ApiClient;
  let authorization: string;

  beforeAll(async () => {
    testApp = await startTestApp({ engine });
    client = apiClient(testApp.baseUrl);
    authorization = (
      await createTestUser(testApp.db, testApp.config, { admin: true, username: 'filesadmin' })
    ).authorization;
  });
  afterAll(() => testApp?.close());

  const upload = (query: Record<string, string>, body?: BodyInit) =>
    fetch(`${testApp.baseUrl}/v1/document/upload?${new URLSearchParams(query)}`, {
      method: 'POST',
      headers: { authorization },
      body,
    });
  const guide = { language: 'de', document_type: 'guide', display_name: 'Versammlungen anmelden' };
  const count = async () => (await client.GET('/v1/document/available')).data?.length;

  it('publishes a PDF; anyone lists and downloads it as an attachment with its bytes; an admin deletes it', async () => {
    const pdf = minimalPdf('How to register an assembly');
    const created = await upload(guide, fileForm(pdf, 'anmelden.pdf'));
    expect(created.status).toBe(201);
    const document = (await created.json()) as { id: number };
    expect(document).toEqual({
      id: expect.any(Number),
      display_name: 'Versammlungen anmelden',
      language: 'de',
      document_type: 'guide',
      size_bytes: pdf.length,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      url: `/v1/document/${document.id}`,
    });
    const { data: listed } = await client.GET('/v1/document/available');
    expect(listed).toEqual([document]);

    const download = await fetch(`${testApp.baseUrl}/v1/document/${document.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Versammlungen anmelden.pdf"; filename*=UTF-8''Versammlungen%20anmelden.pdf`,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    const deleted = await client.DELETE('/v1/document/{document_id}', {
      headers: { authorization },
      params: { path: { document_id: document.id } },
    });
    expect(deleted.response.status).toBe(204);
    expect(await count()).toBe(0);
    const gone = await fetch(`${testApp.baseUrl}/v1/document/${document.id}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ detail: 'Document not found' });
    const again = await client.DELETE('/v1/document/{document_id}', {
      headers: { authorization },
      params: { path: { document_id: document.id } },
    });
    expect(again.response.status).toBe(404);
  });

  it('refuses what is not a real PDF, whatever its name and declared type, and stores nothing', async () => {
    const notPdf = [
      ['an HTML page named .pdf', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
      ['a shell script named .pdf', Buffer.from('#!/bin/sh\nrm -rf ~\n')],
      ['a PNG named .pdf', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
      ['a PDF header over an HTML page', Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script>')],
      ['a PDF cut off before its end', minimalPdf().subarray(0, 300)],
    ] as const;
    for (const [about, bytes] of notPdf) {
      const response = await upload(guide, fileForm(bytes, 'report.pdf'));
      expect(response.status, about).toBe(422);
      expect(await response.json(), about).toEqual({
        detail: [{ loc: ['body', 'file'], msg: 'The file is not a PDF', type: 'value_error' }],
      });
    }
    const withScript = Buffer.from(
      minimalPdf()
        .toString('latin1')
        .replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >>'),
      'latin1',
    );
    const scripted = await upload(guide, fileForm(withScript, 'report.pdf'));
    expect(scripted.status).toBe(422);
    expect(await scripted.json()).toEqual({
      detail: [
        {
          loc: ['body', 'file'],
          msg: 'The PDF contains scripts or actions that start programs',
          type: 'value_error',
        },
      ],
    });
    expect(await count()).toBe(0);
  });

  it("says 'File missing' and 'Display Name missing' (spec §5), and 422s bad query values", async () => {
    const noName = await upload({ language: 'en', document_type: 'report' }, fileForm(minimalPdf(), 'a.pdf'));
    expect(noName.status).toBe(422);
    expect(await noName.json()).toEqual({
      detail: [{ loc: ['query', 'display_name'], msg: 'Display Name missing', type: 'missing' }],
    });
    const blankName = await upload({ ...guide, display_name: '   ' }, new FormData());
    expect(await blankName.json()).toEqual({
      detail: [
        { loc: ['query', 'display_name'], msg: 'Display Name missing', type: 'missing' },
        { loc: ['body', 'file'], msg: 'File missing', type: 'missing' },
      ],
    });
    const empty = await upload(guide, fileForm(new Uint8Array(0), 'empty.pdf'));
    expect(await empty.json()).toEqual({
      detail: [{ loc: ['body', 'file'], msg: 'File missing', type: 'missing' }],
    });
    const noBody = await upload(guide);
    expect(noBody.status).toBe(422);
    expect(await noBody.json()).toEqual({
      detail: [{ loc: ['body', 'file'], msg: 'File missing', type: 'missing' }],
    });

    const badLanguage = await upload({ ...guide, language: 'fr' }, fileForm(minimalPdf(), 'a.pdf'));
    expect(badLanguage.status).toBe(422);
    expect(((await badLanguage.json()) as { detail: { loc: unknown[] }[] }).detail[0]?.loc).toEqual([
      'query',
      'language',
    ]);
    const badType = await upload({ ...guide, document_type: 'exe' }, fileForm(minimalPdf(), 'a.pdf'));
    expect(((await badType.json()) as { detail: { loc: unknown[] }[] }).detail[0]?.loc).toEqual([
      'query',
      'document_type',
    ]);
    const twoLines = await upload({ ...guide, display_name: 'a\nb' }, fileForm(minimalPdf(), 'a.pdf'));
    expect(twoLines.status).toBe(422);
    expect(await count()).toBe(0);
  });

  it('answers 413 to a file over the size limit and stores nothing', async () => {
    const pdf = minimalPdf();
    const large = Buffer.concat([pdf, Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20)]);
    const response = await upload(guide, fileForm(large, 'large.pdf'));
    expect(response.status).toBe(413);
    expect(await count()).toBe(0);
  });
});

describe('download file names', () => {
  it('keep letters, digits, spaces, dots and dashes of the display name; anything else becomes _', () => {
    expect(fileNameOf('Über "uns"/../..\\<script>')).toBe('Über _uns_.._.._script.pdf');
    expect(fileNameOf('Jahresbericht 2025.pdf')).toBe('Jahresbericht 2025.pdf');
    expect(fileNameOf('...')).toBe('document.pdf');
    expect(fileNameOf('a'.repeat(300))).toBe(`${'a'.repeat(100)}.pdf`);
  });

  it('are sent as an ASCII fallback and in RFC 5987 encoding, without quotes or line breaks to break out', () => {
    expect(contentDisposition(fileNameOf('Über uns'))).toBe(
      `attachment; filename="Uber uns.pdf"; filename*=UTF-8''%C3%9Cber%20uns.pdf`,
    );
    expect(contentDisposition(fileNameOf('日本語'))).toBe(
      `attachment; filename="document.pdf"; filename*=UTF-8''%E6%97%A5%E6%9C%AC%E8%AA%9E.pdf`,
    );
    expect(contentDisposition(fileNameOf('x"\r\nSet-Cookie: a=b'))).toBe(
      `attachment; filename="x_Set-Cookie_ a_b.pdf"; filename*=UTF-8''x_Set-Cookie_%20a_b.pdf`,
    );
  });
});
