import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationSettings, AssociationInput } from '../features/association/admin-api';
import type { Session } from '../features/session/session-context';
import { i18n } from '../i18n';
import { accountMergeResponse } from '../test/account-merges';
import { renderApp, TEST_ASSOCIATION } from '../test/render-app';

// Admin section "Application Settings" (issue 15, decision 046) against a small fake of the settings calls.
const ADMIN_SESSION: Session = {
  isLoggedIn: true,
  user: { id: 1, username: 'root', admin: true },
  administeredSourceIds: [],
  logout: () => {},
};

const NOTHING_STORED: AssociationInput = {
  name: null,
  address: null,
  represented_by: null,
  tax_id: null,
  email: null,
  donate_url: null,
  code_url: null,
  translate_url: null,
};

let settings: ApplicationSettings;
const writes: { method: string; path: string; body: unknown }[] = [];

const fetchMock = vi.fn(async (request: Request) => {
  const path = new URL(request.url).pathname;
  if (request.method === 'PUT') {
    const body = await request.clone().json();
    writes.push({ method: request.method, path, body });
    if (path === '/v1/settings/association') {
      if (body.donate_url?.includes('spenden.invalid'))
        return Response.json(
          {
            detail: [
              {
                loc: ['body', 'donate_url'],
                msg: 'The address must be an http or https address',
                type: 'url_parsing',
              },
            ],
          },
          { status: 422 },
        );
      settings = { ...settings, association: { ...settings.association, stored: body } };
      return Response.json(settings.association);
    }
    if (path === '/v1/settings/map') {
      if (body.style_url?.includes('revoked.invalid'))
        return Response.json({ detail: 'Only platform admins may do this' }, { status: 403 });
      settings = { ...settings, map: { ...settings.map, stored: body } };
      return Response.json(settings.map);
    }
  }
  if (path === '/v1/settings/application') return Response.json(settings);
  if (path === '/v1/settings/association') {
    const { environment, stored } = settings.association;
    return Response.json({
      ...TEST_ASSOCIATION,
      name: stored.name ?? environment.name,
    });
  }
  return (await accountMergeResponse(request)) ?? Response.json({ detail: 'Not Found' }, { status: 404 });
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  settings = {
    association: {
      environment: {
        name: TEST_ASSOCIATION.name,
        address: TEST_ASSOCIATION.address,
        represented_by: TEST_ASSOCIATION.represented_by,
        tax_id: TEST_ASSOCIATION.tax_id,
        email: TEST_ASSOCIATION.email,
        donate_url: TEST_ASSOCIATION.donate_url,
        code_url: TEST_ASSOCIATION.code_url,
        translate_url: TEST_ASSOCIATION.translate_url,
      },
      stored: NOTHING_STORED,
    },
    map: {
      environment: { style_url: 'https://tiles.openfreemap.org/styles/liberty', tile_origins: [] },
      stored: { style_url: null, tile_origins: null },
    },
  };
  writes.length = 0;
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('Admin area: Application Settings', { timeout: 30_000 }, () => {
  it("changes the association's name, saved over the environment's, and the footer shows it at once", async () => {
    const user = userEvent.setup();
    renderApp('/en/admin?section=application-settings', { session: ADMIN_SESSION });
    const region = await screen.findByRole('region', { name: 'Application Settings' }, { timeout: 15_000 });
    const form = await within(region).findByRole('form', { name: 'The association' });
    expect(within(region).queryByText('In Progress')).toBeNull();
    const name = within(form).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Example Association e.V.');
    expect(name).toHaveAccessibleDescription('From the environment (ASSOCIATION_NAME).');

    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Please fill in this field.')).toBeInTheDocument();
    expect(writes).toEqual([]);

    await user.type(name, 'Demokratie vor Ort e.V.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Settings saved.');
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/v1/settings/association',
        body: { ...NOTHING_STORED, name: 'Demokratie vor Ort e.V.' },
      },
    ]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('contentinfo')).getByText(/Demokratie vor Ort e\.V\./),
      ).toBeInTheDocument(),
    );
    expect(within(region).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Saved here. The environment gives: Example Association e.V.',
    );
  });

  it('in German: names a bad link at its field, takes a value back to the environment and turns the map off', async () => {
    await i18n.changeLanguage('de');
    settings.association.stored = { ...NOTHING_STORED, tax_id: 'DE123' };
    const user = userEvent.setup();
    renderApp('/de/admin?section=application-settings', { session: ADMIN_SESSION });
    const region = await screen.findByRole(
      'region',
      { name: 'Anwendungseinstellungen' },
      { timeout: 15_000 },
    );
    const form = await within(region).findByRole('form', { name: 'Der Verein' });
    const taxId = within(form).getByRole('textbox', { name: 'Steuernummer' });
    expect(taxId).toHaveValue('DE123');
    expect(taxId).toHaveAccessibleDescription('Hier gespeichert. Die Umgebung gibt vor: 00/000/00000');

    const donate = within(form).getByRole('textbox', { name: 'Link zum Spenden' });
    await user.clear(donate);
    await user.type(donate, 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(
      within(form).getByText('Bitte gib eine Webadresse ein, die mit http:// oder https:// beginnt.'),
    ).toBeInTheDocument();
    expect(writes).toEqual([]);

    // The server's own objection, translated at its field.
    await user.clear(donate);
    await user.type(donate, 'https://spenden.invalid');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(donate).toHaveAccessibleDescription(
      'Bitte gib eine Webadresse ein, die mit http:// oder https:// beginnt.',
    );

    await user.click(
      within(form).getByRole('button', { name: 'Wert der Umgebung für Link zum Spenden verwenden' }),
    );
    await user.click(
      within(form).getByRole('button', { name: 'Wert der Umgebung für Steuernummer verwenden' }),
    );
    expect(taxId).toHaveValue('00/000/00000');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(writes.at(-1)).toEqual({
        method: 'PUT',
        path: '/v1/settings/association',
        body: NOTHING_STORED,
      }),
    );

    const map = within(region).getByRole('form', { name: 'Kartenstil' });
    const style = within(map).getByRole('textbox', { name: 'Adresse des Stils' });
    expect(style).toHaveValue('https://tiles.openfreemap.org/styles/liberty');
    await user.clear(style);
    await user.type(style, 'none');
    await user.click(within(map).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(writes.at(-1)).toEqual({
        method: 'PUT',
        path: '/v1/settings/map',
        body: { style_url: 'none', tile_origins: null },
      }),
    );
    expect(await screen.findByText('Einstellungen gespeichert.')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it("shows the server's word when a save is refused for another reason than a field, and keeps what was typed", async () => {
    const user = userEvent.setup();
    renderApp('/en/admin?section=application-settings', { session: ADMIN_SESSION });
    const region = await screen.findByRole('region', { name: 'Application Settings' }, { timeout: 15_000 });
    const map = await within(region).findByRole('form', { name: 'Map style' });
    const style = within(map).getByRole('textbox', { name: 'Style address' });
    await user.clear(style);
    await user.type(style, 'https://revoked.invalid/style.json');
    await user.click(within(map).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only platform admins may do this');
    expect(style).toHaveValue('https://revoked.invalid/style.json');
    expect(within(map).queryByText('Settings saved.')).toBeNull();
  });
});
