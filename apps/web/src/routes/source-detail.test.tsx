import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testEvent } from '../features/events/test-events';
import type { Session } from '../features/session/session-context';
import { testSource } from '../features/sources/test-sources';
import { taxonomyKeys } from '../features/taxonomy/api';
import { TEST_TOPICS } from '../features/taxonomy/test-taxonomy';
import { fakeApiForEachTest } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const SOURCE = testSource({
  id: 3,
  name: 'IG Metall Köln',
  zip_code: '50667',
  street: 'Hans-Böckler-Platz',
  house_number: '1',
  topic_ids: [1, 2],
  description: 'The metalworkers’ union in Cologne.',
  url: 'https://koeln.igmetall.example',
  public_contact: 'presse@igmetall.example',
});
const FUTURE_IDS = Array.from({ length: 30 }, (_, index) => 100 + index);

const api = fakeApiForEachTest((fake) =>
  fake
    .on('get', '/v1/source/{source_id}', () => SOURCE)
    .on('get', '/v1/source/{source_id}/future_events', ({ query }) => {
      const offset = Number(query.get('offset') ?? 0);
      return FUTURE_IDS.slice(offset, offset + Number(query.get('limit') ?? 25));
    })
    .on('get', '/v1/source/{source_id}/past_events', () => [])
    .on('post', '/v1/event/multi', ({ body }) =>
      body.event_ids.map((id) => testEvent({ id, name: `Rally ${id}` })),
    ),
);

const taxonomy: [readonly unknown[], unknown][] = [[taxonomyKeys.topics, TEST_TOPICS]];
const findScreen = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('Source detail', { timeout: 30_000 }, () => {
  it('shows the public fields, each with a help icon that explains it', async () => {
    renderApp('/en/sources/3--ig-metall-koln', { queryData: taxonomy });
    await findScreen('IG Metall Köln');
    const list = within(screen.getByRole('region', { name: 'About this source' }));
    expect(list.getByText('Union')).toBeInTheDocument();
    expect(list.getByText('Hans-Böckler-Platz 1, 50667 Köln, Germany')).toBeInTheDocument();
    expect(list.getByText('Work, Climate')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'https://koeln.igmetall.example' })).toBeInTheDocument();
    expect(list.getByText('presse@igmetall.example')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Help: Public contact' }));
    expect(await screen.findByRole('dialog', { name: 'Public contact' })).toHaveTextContent(
      'We never show its internal contact.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('button', { name: /^Help: / })).toHaveLength(6);
  });

  it("lists 'Future 25 Events' and 'Past 25 Events' with a link to the next 25", async () => {
    renderApp('/en/sources/3--ig-metall-koln', { queryData: taxonomy });
    const future = await screen.findByRole('region', { name: 'Future 25 Events' });
    expect(await within(future).findAllByRole('link', { name: /^Rally \d+/ })).toHaveLength(25);
    expect(within(future).getByRole('link', { name: /Future Events/ })).toHaveAttribute(
      'href',
      '/en/sources/3--ig-metall-koln?future=2',
    );
    const past = screen.getByRole('region', { name: 'Past 25 Events' });
    expect(await within(past).findByText('No past events.')).toBeInTheDocument();

    await userEvent.click(within(future).getByRole('link', { name: /Future Events/ }));
    const next = await screen.findByRole('region', { name: /^Future Events\s*Page 2/ });
    expect(await within(next).findAllByRole('link', { name: /^Rally \d+/ })).toHaveLength(5);
    expect(within(next).getByRole('link', { name: /Previous page/ })).toBeInTheDocument();
    const page2 = api
      .callsTo('/v1/source/3/future_events')
      .find(({ url }) => url.searchParams.get('offset') === '25');
    expect(page2?.url.searchParams.get('limit')).toBe('25');
  });

  it('saves the source on the device, with the hint, beside Share and Copy Link', async () => {
    renderApp('/en/sources/3--ig-metall-koln', { queryData: taxonomy });
    await findScreen('IG Metall Köln');
    expect(screen.getByText('Save this source to be notified of its future events.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: /Save/ });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    expect(screen.getByRole('button', { name: /Saved/ })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('savedSources') ?? '[]')).toEqual([3]);
  });

  it("links the source's administrators and platform admins to the edit form, as the server lets them edit it", async () => {
    const member: Session = {
      isLoggedIn: true,
      user: { id: 4, username: 'ada', admin: false },
      administeredSourceIds: [5],
      logout: () => {},
    };
    const view = renderApp('/de/sources/3--ig-metall-koln', { queryData: taxonomy, session: member });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Quelle bearbeiten' })).not.toBeInTheDocument();
    view.unmount();

    const platformAdmin: Session = { ...member, user: { id: 1, username: 'admin', admin: true } };
    renderApp('/de/sources/3--ig-metall-koln', { queryData: taxonomy, session: platformAdmin });
    expect(await screen.findByRole('link', { name: 'Quelle bearbeiten' })).toHaveAttribute(
      'href',
      '/de/sources/3--ig-metall-koln/edit',
    );
  });

  it('replaces an old slug with the canonical one, and is German on /de', async () => {
    const { router } = renderApp('/de/sources/3--old-name', { queryData: taxonomy });
    await findScreen('IG Metall Köln');
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/sources/3--ig-metall-koln'));
    expect(screen.getByText('Gewerkschaft')).toBeInTheDocument();
    expect(screen.getByText('Hans-Böckler-Platz 1, 50667 Köln, Deutschland')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Letzte 25 Veranstaltungen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hilfe: Quellentyp' })).toBeInTheDocument();
  });
});
