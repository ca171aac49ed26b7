import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { AlsoPublishedBy } from './also-published-by';
import type { Organizer } from './types';

const police = { id: 3, name: 'Polizei Berlin', city: 'Berlin' } as Organizer;
const others = [
  { eventId: 11, organizer: police, href: '/de/events/11' },
  { eventId: 12, organizer: undefined, href: '/de/events/12' },
];

function renderLinks() {
  return render(
    <MemoryRouter>
      <AlsoPublishedBy others={others} />
    </MemoryRouter>,
  );
}

describe('also published by', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('links the same assembly as another source publishes it, in English', async () => {
    await i18n.changeLanguage('en');
    renderLinks();
    expect(screen.getByRole('heading', { name: 'The same assembly' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Also published by Polizei Berlin' }).getAttribute('href')).toBe(
      '/de/events/11',
    );
    expect(screen.getByRole('link', { name: 'Also published by another source' }).getAttribute('href')).toBe(
      '/de/events/12',
    );
  });

  it('in German', async () => {
    await i18n.changeLanguage('de');
    renderLinks();
    expect(screen.getByRole('heading', { name: 'Dieselbe Versammlung' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Auch veröffentlicht von Polizei Berlin' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Auch von einer anderen Quelle veröffentlicht' })).toBeTruthy();
  });

  it('shows nothing for an event no other source publishes', () => {
    const { container } = render(
      <MemoryRouter>
        <AlsoPublishedBy others={[]} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });
});
