import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { type Feed, feedKeys } from '../feeds';
import { ListLastChecked, lastCheckedOf } from './list-last-checked';

const feed = (name: string, sourceId: number | null, lastCheckedAt: string | null): Feed => ({
  name,
  source_id: sourceId,
  source_name: sourceId === null ? null : `Source ${sourceId}`,
  last_checked_at: lastCheckedAt,
  last_rows: null,
  last_run_at: lastCheckedAt,
  last_error: null,
  health: lastCheckedAt === null ? 'never' : 'ok',
  interval_minutes: 60,
});

const FEEDS = [
  feed('berlin', 1, '2026-08-17T16:25:00Z'),
  feed('dresden', 2, '2026-08-17T15:00:00Z'),
  feed('second-dresden-list', 2, '2026-08-17T17:30:00Z'),
  feed('friedenskooperative', null, null),
];

function renderFor(sourceId: number) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(feedKeys.list, FEEDS);
  return render(
    <QueryClientProvider client={queryClient}>
      <ListLastChecked sourceId={sourceId} />
    </QueryClientProvider>,
  );
}

describe('List last checked', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('is the last successful crawl of the feed that fills the source', () => {
    expect(lastCheckedOf(FEEDS, 1)).toBe('2026-08-17T16:25:00Z');
  });

  it('is the latest one when several feeds fill the source', () => {
    expect(lastCheckedOf(FEEDS, 2)).toBe('2026-08-17T17:30:00Z');
  });

  it('is absent for a source no feed fills, and for a feed never crawled', () => {
    expect(lastCheckedOf(FEEDS, 3)).toBeUndefined();
    expect(lastCheckedOf([feed('berlin', 1, null)], 1)).toBeUndefined();
  });

  it('says when the list was last checked, in German time, in en and de', async () => {
    await i18n.changeLanguage('en');
    const { unmount } = renderFor(1);
    expect(screen.getByText('List last checked Mon, Aug 17, 2026, 6:25 PM GMT+2')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('de');
    renderFor(1);
    expect(screen.getByText('Liste zuletzt geprüft Mo., 17. Aug. 2026, 18:25 MESZ')).toBeInTheDocument();
  });

  it('shows nothing on the page of a source no feed fills', () => {
    const { container } = renderFor(3);
    expect(container).toBeEmptyDOMElement();
  });
});
