import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { eventQueryKeys } from './api';
import { changeLines, EventChanges } from './event-changes';
import type { EventChange } from './types';

const change = (field: EventChange['field'], changedAt: string): EventChange => ({
  field,
  old_value: 'before',
  new_value: 'after',
  changed_at: changedAt,
});

// Newest first, as the API answers. 23:30 UTC on 21 Nov is 22 Nov in Berlin, where events happen.
const CHANGES = [
  change('start_time', '2026-11-21T23:30:00Z'),
  change('end_time', '2026-11-21T23:30:00Z'),
  change('location', '2026-11-21T10:00:00Z'),
  change('start_time', '2026-11-02T09:00:00Z'),
];

function renderWith(changes: EventChange[]) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(eventQueryKeys.changes(42), changes);
  return render(
    <QueryClientProvider client={queryClient}>
      <EventChanges eventId={42} isAsked />
    </QueryClientProvider>,
  );
}

describe('event changes', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('lists what changed and when, newest first, in English', async () => {
    await i18n.changeLanguage('en');
    renderWith(CHANGES);
    const list = screen.getByRole('region', { name: 'Changes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Time changed on Nov 22, 2026',
      'Place changed on Nov 21, 2026',
      'Time changed on Nov 2, 2026',
    ]);
  });

  it('lists them in German with German dates', async () => {
    await i18n.changeLanguage('de');
    renderWith(CHANGES);
    const list = screen.getByRole('region', { name: 'Änderungen' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Zeit geändert am 22.11.2026', 'Ort geändert am 21.11.2026', 'Zeit geändert am 02.11.2026']);
  });

  it('shows nothing when the event never changed', async () => {
    await i18n.changeLanguage('en');
    const { container } = renderWith([]);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: 'Changes' })).not.toBeInTheDocument();
  });

  it('a change of start and end on the same day is one line; the two statuses count as one', () => {
    const lines = changeLines(
      [
        change('status', '2026-11-20T12:00:00Z'),
        change('authority_status', '2026-11-20T12:00:00Z'),
        change('end_time', '2026-11-20T12:00:00Z'),
        change('start_time', '2026-11-20T12:00:00Z'),
      ],
      'en',
    );
    expect(lines).toEqual([
      { topic: 'status', date: 'Nov 20, 2026' },
      { topic: 'time', date: 'Nov 20, 2026' },
    ]);
  });
});
