import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  addSaved,
  getSavedIds,
  parseSavedIds,
  removeSaved,
  SAVED_STORAGE_KEYS,
  toggleSaved,
  useSavedEvents,
  useSavedSources,
} from './saved-store';

describe('saved items on the device', () => {
  it('stores event ids under savedEvents and source ids under savedSources, as JSON lists', () => {
    addSaved('events', 3);
    addSaved('sources', 8);
    expect(JSON.parse(localStorage.getItem('savedEvents') ?? 'null')).toEqual([3]);
    expect(JSON.parse(localStorage.getItem('savedSources') ?? 'null')).toEqual([8]);
    expect(SAVED_STORAGE_KEYS).toEqual({ events: 'savedEvents', sources: 'savedSources' });
  });

  it('never adds a duplicate', () => {
    addSaved('events', 5);
    addSaved('events', 5);
    addSaved('events', 6);
    expect(getSavedIds('events')).toEqual([5, 6]);
  });

  it('toggles: a second toggle removes the id again', () => {
    expect(toggleSaved('events', 9)).toBe(true);
    expect(getSavedIds('events')).toEqual([9]);
    expect(toggleSaved('events', 9)).toBe(false);
    expect(getSavedIds('events')).toEqual([]);
  });

  it('removes only the given id and keeps the order of the rest', () => {
    for (const id of [1, 2, 3]) addSaved('sources', id);
    removeSaved('sources', 2);
    expect(getSavedIds('sources')).toEqual([1, 3]);
  });

  it('reads damaged storage as an empty list, and cleans duplicates and non-ids from old data', () => {
    expect(parseSavedIds('not json')).toEqual([]);
    expect(parseSavedIds('{"a":1}')).toEqual([]);
    expect(parseSavedIds('[4, "4", 5, -1, 0, 2.5, null, "x"]')).toEqual([4, 5]);
    expect(parseSavedIds(null)).toEqual([]);
  });
});

describe('useSavedEvents and useSavedSources', () => {
  it('re-render when an id is toggled', () => {
    const { result } = renderHook(() => useSavedEvents());
    expect(result.current.isSaved(12)).toBe(false);
    act(() => {
      result.current.toggle(12);
    });
    expect(result.current.ids).toEqual([12]);
    expect(result.current.isSaved(12)).toBe(true);
  });

  it('follow changes made in another tab (the storage event)', () => {
    const { result } = renderHook(() => useSavedSources());
    act(() => {
      // Another tab writes storage directly; this tab only hears the storage event.
      localStorage.setItem('savedSources', '[41, 42]');
      window.dispatchEvent(new StorageEvent('storage', { key: 'savedSources' }));
    });
    expect(result.current.ids).toEqual([41, 42]);
  });

  it('keep the same list object between renders when nothing changed', () => {
    addSaved('events', 1);
    const { result, rerender } = renderHook(() => useSavedEvents());
    const first = result.current.ids;
    rerender();
    expect(result.current.ids).toBe(first);
  });
});
