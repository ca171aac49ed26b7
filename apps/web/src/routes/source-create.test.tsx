import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../components/toast/toast-store';
import type { Session } from '../features/session/session-context';
import { accountMergeResponse } from '../test/account-merges';
import { renderApp } from '../test/render-app';

const SESSION: Session = {
  isLoggedIn: true,
  user: { id: 3, username: 'mara', admin: false },
  administeredSourceIds: [],
  logout: () => {},
};

const SEEDED: [readonly unknown[], unknown][] = [
  [['taxonomy', 'topics'], [{ id: 1, name_en: 'Mobility', name_de: 'Mobilität' }]],
  [['taxonomy', 'source-types'], [{ id: 4, name_en: 'Initiative', name_de: 'Initiative' }]],
];

const calls: { path: string; contentType: string | null; body: unknown }[] = [];
const fetchMock = vi.fn(async (request: Request) => {
  // Before the body is read: the merge's answer is made from it.
  const merged = await accountMergeResponse(request);
  if (merged !== undefined) return merged;
  const { pathname } = new URL(request.url);
  const contentType = request.headers.get('content-type');
  const body = contentType?.startsWith('multipart/') ? await request.formData() : await request.text();
  calls.push({ path: pathname, contentType, body });
  if (pathname === '/v1/source/new')
    return Response.json(
      { ...JSON.parse(body as string), id: 12, approval_status: 'pending' },
      { status: 201 },
    );
  if (pathname === '/v1/source/12/title-image') return Response.json({ id: 12 });
  return Response.json({ detail: 'Not Found' }, { status: 404 });
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  calls.length = 0;
  for (const toast of getToasts()) dismissToast(toast.id);
});

describe('source create', () => {
  it("creates the source, then uploads its image as multipart ('Source created.') and opens its edit page", async () => {
    const { router } = renderApp('/en/sources/create', { session: SESSION, queryData: SEEDED });
    const user = userEvent.setup();
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await user.type(await screen.findByLabelText('Source Name *'), 'Radentscheid Leipzig');
    await user.selectOptions(screen.getByLabelText('Source Type *'), 'Initiative');
    await user.click(screen.getByLabelText('Mobility'));
    await user.type(screen.getByLabelText('Description *'), 'Safe streets.');
    await user.type(screen.getByLabelText('City *'), 'Leipzig');
    await user.type(screen.getByLabelText('Internal Point of Contact *'), 'team@example.org');
    await user.upload(screen.getByLabelText('Image *'), logo);
    await user.click(screen.getByRole('button', { name: 'Create Source' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/sources/12--radentscheid-leipzig/edit'),
    );
    expect(getToasts().map((toast) => toast.message)).toContain('Source created.');
    // The account sync's merges on login are not part of creating a source.
    const sourceCalls = calls.filter((call) => call.path.startsWith('/v1/source/'));
    expect(sourceCalls.map((call) => call.path)).toEqual(['/v1/source/new', '/v1/source/12/title-image']);
    expect(JSON.parse(sourceCalls[0]?.body as string)).toMatchObject({
      name: 'Radentscheid Leipzig',
      country: 'DE',
      source_type_id: 4,
      topic_ids: [1],
      internal_contact: 'team@example.org',
    });
    const upload = sourceCalls[1];
    expect(upload?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    // jsdom's File does not survive Node's multipart encoder, so only the field is checked here; the
    // browser journey (e2e/publishing.e2e.ts) uploads real bytes.
    const form = upload?.body as FormData | undefined;
    expect(form?.has('file')).toBe(true);
  });
});
