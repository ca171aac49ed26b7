import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { taxonomyKeys } from './api';
import { useEventTypeOptions, useTopicOptions } from './use-options';

const TOPICS = [
  { id: 1, name_en: 'Work', name_de: 'Arbeit' },
  { id: 2, name_en: 'Climate', name_de: 'Klima' },
];
const EVENT_TYPES = [
  { id: 1, name_en: 'Strike', name_de: 'Streik' },
  { id: 2, name_en: 'Demonstration', name_de: 'Demonstration' },
];

function Summary({ topicIds, typeIds }: { topicIds: number[]; typeIds: number[] }) {
  const topics = useTopicOptions();
  const types = useEventTypeOptions();
  return (
    <>
      <output aria-label="chosen topics">{topics.summarize(topicIds)}</output>
      <output aria-label="chosen types">{types.summarize(typeIds)}</output>
      <ul aria-label="topics">
        {topics.options.map((option) => (
          <li key={option.value}>{option.label}</li>
        ))}
      </ul>
    </>
  );
}

function renderSummary(topicIds: number[], typeIds: number[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(taxonomyKeys.topics, TOPICS);
  client.setQueryData(taxonomyKeys.eventTypes, EVENT_TYPES);
  return render(
    <QueryClientProvider client={client}>
      <Summary topicIds={topicIds} typeIds={typeIds} />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('taxonomy option hooks', () => {
  it("show 'All Topics' and 'All Types' when nothing is chosen", () => {
    renderSummary([], []);
    expect(screen.getByRole('status', { name: 'chosen topics' })).toHaveTextContent('All Topics');
    expect(screen.getByRole('status', { name: 'chosen types' })).toHaveTextContent('All Types');
  });

  it('show the chosen names in English, options sorted by label', () => {
    renderSummary([1], [1, 2]);
    expect(screen.getByRole('status', { name: 'chosen topics' })).toHaveTextContent(/^Work$/);
    expect(screen.getByRole('status', { name: 'chosen types' })).toHaveTextContent('Demonstration, Strike');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Climate', 'Work']);
  });

  it('show German names and German display strings in German', async () => {
    await i18n.changeLanguage('de');
    renderSummary([], [1]);
    expect(screen.getByRole('status', { name: 'chosen topics' })).toHaveTextContent('Alle Themen');
    expect(screen.getByRole('status', { name: 'chosen types' })).toHaveTextContent('Streik');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Arbeit', 'Klima']);
  });
});
