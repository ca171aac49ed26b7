import { describe, expect, it } from 'vitest';
import {
  type AnalysisQuery,
  analysisFromUrl,
  analysisToUrl,
  DEFAULT_OPTIONS,
  isStale,
  newQuery,
} from './analysis-state';

const today = new Date('2026-11-25T12:00:00Z');
const first = newQuery([], today, 'Query 1');
const second = newQuery([first], today, 'Query 2');

describe('the stale rule (spec §4 "Analysis")', () => {
  it('is stale before the first load', () => {
    expect(isStale(undefined, [first])).toBe(true);
  });

  it('is fresh right after a load', () => {
    expect(isStale([first, second], [first, second])).toBe(false);
  });

  it.each<[string, Partial<AnalysisQuery>]>([
    ['from', { from: '2026-01-01' }],
    ['to', { to: '2026-06-30' }],
    ['interval', { interval: 'day' }],
    ['time basis', { basis: 'create' }],
    ['topic', { topicId: 3 }],
    ['type', { typeId: 2 }],
  ])('is stale after the %s of a query changes', (_field, change) => {
    expect(isStale([first, second], [first, { ...second, ...change }])).toBe(true);
  });

  it('is stale after a query is added', () => {
    expect(isStale([first], [first, second])).toBe(true);
  });

  it('stays fresh after a query is deleted, or renamed or recoloured', () => {
    expect(isStale([first, second], [second])).toBe(false);
    expect(isStale([first, second], [{ ...first, name: 'Strikes', color: '#047857' }, second])).toBe(false);
  });
});

describe('the analysis in the URL', () => {
  it('comes back as it went in', () => {
    const analysis = {
      queries: [first, { ...second, topicId: 4, interval: 'week' as const }],
      options: { ...DEFAULT_OPTIONS, plot: 'pie' as const },
    };
    expect(analysisFromUrl(analysisToUrl(analysis), today)).toEqual(analysis);
  });

  it('falls back to defaults for malformed parts and describes nothing without queries', () => {
    const parsed = analysisFromUrl(
      JSON.stringify({
        queries: [{ from: '2026-13-40', to: '2026-01-01', interval: 'hour', color: 'red', topic: -1 }],
        options: { plot: 'radar', radiusKm: 1e9 },
      }),
      today,
    );
    expect(parsed?.queries[0]).toMatchObject({
      from: '2025-11-25',
      to: '2026-01-01',
      interval: 'month',
      topicId: undefined,
    });
    expect(parsed?.options).toEqual(DEFAULT_OPTIONS);
    expect(analysisFromUrl('{"queries":[]}', today)).toBeUndefined();
    expect(analysisFromUrl('not json', today)).toBeUndefined();
  });
});
