import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminInformationLink } from '../features/information-links/admin-api';
import type { Session } from '../features/session/session-context';
import { i18n } from '../i18n';
import { accountMergeResponse } from '../test/account-merges';
import { renderApp } from '../test/render-app';

// Admin section "Information" (issue 15) against a small fake of the server's information link calls.
const ADMIN_SESSION: Session = {
  isLoggedIn: true,
  user: { id: 1, username: 'root', admin: true },
  administeredSourceIds: [],
  logout: () => {},
};

const bundestag: AdminInformationLink = {
  id: 1,
  native_name: 'Deutscher Bundestag',
  english_name: 'German Bundestag',
  native_url: 'https://www.bundestag.de',
  english_url: 'https://www.bundestag.de/en',
  country: 'DE',
  city: null,
  zip_code: null,
  region: null,
};

let links: AdminInformationLink[];
const writes: { method: string; path: string; body: unknown }[] = [];
const listQueries: string[] = [];

const fetchMock = vi.fn(async (request: Request) => {
  const url = new URL(request.url);
  const path = url.pathname;
  // The account sync's merges on login are not the admin actions these tests check.
  if (request.method !== 'GET' && !path.endsWith('/merge')) {
    const text = await request.clone().text();
    writes.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
  }
  if (path === '/v1/info/countries')
    return Response.json([{ code: 'DE', name_en: 'Germany', name_de: 'Deutschland' }]);
  if (path === '/v1/info/link/') {
    listQueries.push(url.search);
    const q = url.searchParams.get('q')?.toLowerCase();
    const found = links.filter((link) => q === undefined || link.english_name.toLowerCase().includes(q));
    return Response.json({ total: found.length, links: found });
  }
  if (path === '/v1/info/link/new') {
    const body = (await request.clone().json()) as Omit<AdminInformationLink, 'id'>;
    if (body.native_url === bundestag.native_url)
      return Response.json(
        {
          detail: [
            {
              loc: ['body', 'native_url'],
              msg: 'Another link of this place already has this address',
              type: 'value_error',
            },
          ],
        },
        { status: 422 },
      );
    const link = { ...body, id: 10 + links.length };
    links = [...links, link];
    return Response.json(link, { status: 201 });
  }
  const linkPath = path.match(/^\/v1\/info\/link\/(\d+)$/);
  if (linkPath && request.method === 'DELETE') {
    links = links.filter((link) => link.id !== Number(linkPath[1]));
    return new Response(null, { status: 204 });
  }
  if (linkPath && request.method === 'PUT') {
    const link = { ...((await request.clone().json()) as AdminInformationLink), id: Number(linkPath[1]) };
    links = links.map((l) => (l.id === link.id ? link : l));
    return Response.json(link);
  }
  return (await accountMergeResponse(request)) ?? Response.json({ detail: 'Not Found' }, { status: 404 });
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  links = [bundestag];
  writes.length = 0;
  listQueries.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('Admin area: Information', { timeout: 30_000 }, () => {
  it('adds a link, checking the form first; an address the place already has is named at its field', async () => {
    const user = userEvent.setup();
    renderApp('/en/admin?section=information', { session: ADMIN_SESSION });
    const region = await screen.findByRole('region', { name: 'Information' }, { timeout: 15_000 });
    const list = await within(region).findByRole('list', { name: 'Information links' });
    expect(within(list).getByRole('article', { name: 'German Bundestag' })).toHaveTextContent(
      'https://www.bundestag.de/en',
    );
    expect(within(region).getByText('1–1 of 1 links')).toBeInTheDocument();

    const form = within(region).getByRole('form', { name: 'Add an information link' });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getAllByText('Please fill in this field.')).toHaveLength(3);
    await user.type(within(form).getByRole('textbox', { name: /Native name/ }), 'Stadtrat Leipzig');
    await user.type(within(form).getByRole('textbox', { name: /English name/ }), 'Leipzig City Council');
    await user.type(within(form).getByRole('textbox', { name: /Native URL/ }), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(
      within(form).getByText('Please enter a web address starting with http:// or https://.'),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);

    await user.clear(within(form).getByRole('textbox', { name: /Native URL/ }));
    await user.type(within(form).getByRole('textbox', { name: /Native URL/ }), 'https://www.bundestag.de');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(
      await within(form).findByText('Another link of this place already has this address.'),
    ).toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: /Native URL/ }));
    await user.type(
      within(form).getByRole('textbox', { name: /Native URL/ }),
      'https://www.leipzig.de/stadtrat',
    );
    await user.type(within(form).getByRole('textbox', { name: /^City/ }), 'Leipzig');
    await user.type(within(form).getByRole('textbox', { name: /State/ }), 'de-sn');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Link added.');
    expect(writes.at(-1)).toEqual({
      method: 'POST',
      path: '/v1/info/link/new',
      body: {
        native_name: 'Stadtrat Leipzig',
        english_name: 'Leipzig City Council',
        native_url: 'https://www.leipzig.de/stadtrat',
        english_url: null,
        country: 'DE',
        city: 'Leipzig',
        zip_code: null,
        region: 'DE-SN',
      },
    });
    expect(await within(list).findByRole('article', { name: 'Leipzig City Council' })).toHaveTextContent(
      'DE · DE-SN · Leipzig',
    );
  });

  it('filters by text, changes a link and deletes one after the confirmation, in German', async () => {
    await i18n.changeLanguage('de');
    const user = userEvent.setup();
    renderApp('/de/admin?section=information', { session: ADMIN_SESSION });
    const region = await screen.findByRole('region', { name: 'Informationen' }, { timeout: 15_000 });
    await within(region).findByRole('article', { name: 'German Bundestag' });

    await user.type(within(region).getByRole('textbox', { name: 'Name oder Adresse enthält' }), 'nothing');
    expect(await within(region).findByText('Keine passenden Informationslinks.')).toBeInTheDocument();
    expect(listQueries.at(-1)).toContain('q=nothing');
    await user.clear(within(region).getByRole('textbox', { name: 'Name oder Adresse enthält' }));

    await user.click(await within(region).findByRole('button', { name: 'German Bundestag bearbeiten' }));
    const form = within(region).getByRole('form', { name: 'Informationslink ändern' });
    expect(within(form).getByRole('textbox', { name: /Name in Landessprache/ })).toHaveValue(
      'Deutscher Bundestag',
    );
    await user.clear(within(form).getByRole('textbox', { name: /Englische URL/ }));
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Link gespeichert.');
    expect(writes.at(-1)).toEqual({
      method: 'PUT',
      path: '/v1/info/link/1',
      body: expect.objectContaining({ english_url: null, native_name: 'Deutscher Bundestag' }),
    });

    await user.click(await within(region).findByRole('button', { name: 'German Bundestag löschen' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Möchtest du „German Bundestag“ wirklich löschen?');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() =>
      expect(writes.at(-1)).toEqual({ method: 'DELETE', path: '/v1/info/link/1', body: undefined }),
    );
    expect(await within(region).findByText('Keine passenden Informationslinks.')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
