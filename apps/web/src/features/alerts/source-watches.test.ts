import { describe, expect, it } from 'vitest';
import { applyPollAnswer } from './alert-polling';
import {
  parseSourceWatches,
  reconcileWatches,
  SOURCE_POLL_INTERVAL_MS,
  type SourceWatch,
  settleWatch,
  toSourcePollAnswer,
} from './source-watches';

const NOW = Date.parse('2026-11-25T12:00:00.000Z');

describe('saved sources polled as alerts are', () => {
  it('one watch per saved source: a new one is due in 5 seconds, an unsaved one is dropped', () => {
    const first = reconcileWatches({}, [3, 7], NOW);
    expect(Object.keys(first)).toEqual(['source-3', 'source-7']);
    expect(first['source-3']).toMatchObject({
      sourceId: 3,
      nextFetch: '2026-11-25T12:00:05.000Z',
      seenEventIds: [],
      unseenEventIds: [],
    });
    const seven = first['source-7'] as SourceWatch;
    const polled = { ...first, 'source-7': { ...seven, seenEventIds: [9] } };
    const second = reconcileWatches(polled, [7], NOW + 1_000);
    expect(second).toEqual({ 'source-7': polled['source-7'] });
  });

  it('asked again about an hour later, spread over a quarter of an hour', () => {
    const early = Date.parse(toSourcePollAnswer([1], NOW, () => 0).next_fetch);
    const late = Date.parse(toSourcePollAnswer([1], NOW, () => 0.999).next_fetch);
    expect(early).toBe(NOW + SOURCE_POLL_INTERVAL_MS);
    expect(late).toBeGreaterThan(NOW + SOURCE_POLL_INTERVAL_MS + 14 * 60_000);
    expect(late).toBeLessThan(NOW + SOURCE_POLL_INTERVAL_MS + 15 * 60_000);
  });

  it('told of new future events once: what the notification told of counts as seen', () => {
    const [watch] = Object.values(reconcileWatches({}, [3], NOW));
    const first = applyPollAnswer(
      watch as never,
      toSourcePollAnswer([11, 12], NOW, () => 0),
      NOW,
    );
    expect(first.newEventIds).toEqual([11, 12]);
    const settled = settleWatch(first.alert);
    expect(settled).toMatchObject({ seenEventIds: [11, 12], unseenEventIds: [] });
    expect(
      applyPollAnswer(
        settled,
        toSourcePollAnswer([11, 12, 13], NOW, () => 0),
        NOW,
      ).newEventIds,
    ).toEqual([13]);
  });

  it('dropped when stored broken, so that the saved source is watched anew', () => {
    const [watch] = Object.values(reconcileWatches({}, [3], NOW));
    const raw = JSON.stringify({ 'source-3': watch, 'source-4': { name: 'source-4', sourceId: 4 } });
    expect(parseSourceWatches(raw)).toEqual({ 'source-3': watch });
    expect(parseSourceWatches('not json')).toEqual({});
  });
});
