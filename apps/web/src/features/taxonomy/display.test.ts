import { describe, expect, it } from 'vitest';
import { displayName, namesOf, optionsOf, selectionSummary } from './display';

const TOPICS = [
  { id: 1, name_en: 'Work', name_de: 'Arbeit' },
  { id: 2, name_en: 'Climate', name_de: 'Klima' },
  { id: 3, name_en: 'Doctors', name_de: 'Ärzte' },
  { id: 4, name_en: 'animal welfare', name_de: 'Tierschutz' },
  { id: 5, name_en: 'Zoning', name_de: 'Bauordnung' },
];

describe('taxonomy display (spec §3 "Topic, EventType, SourceType")', () => {
  it('shows name_{language}', () => {
    const work = { id: 1, name_en: 'Work', name_de: 'Arbeit' };
    expect(displayName(work, 'en')).toBe('Work');
    expect(displayName(work, 'de')).toBe('Arbeit');
  });

  it('sorts options by their English label, ignoring case', () => {
    expect(optionsOf(TOPICS, 'en')).toEqual([
      { label: 'animal welfare', value: 4 },
      { label: 'Climate', value: 2 },
      { label: 'Doctors', value: 3 },
      { label: 'Work', value: 1 },
      { label: 'Zoning', value: 5 },
    ]);
  });

  it('sorts options by their German label with German collation (Ä beside A, not after Z)', () => {
    expect(optionsOf(TOPICS, 'de').map((option) => option.label)).toEqual([
      'Arbeit',
      'Ärzte',
      'Bauordnung',
      'Klima',
      'Tierschutz',
    ]);
  });

  it("reads 'All Topics' when nothing is chosen, otherwise the chosen names in option order", () => {
    expect(selectionSummary(TOPICS, [], 'en', 'All Topics')).toBe('All Topics');
    expect(selectionSummary(TOPICS, [1, 2], 'en', 'All Topics')).toBe('Climate, Work');
    expect(selectionSummary(TOPICS, [1, 2], 'de', 'Alle Themen')).toBe('Arbeit, Klima');
  });

  it('ignores ids that are not known (e.g. a deleted topic in an old link)', () => {
    expect(selectionSummary(TOPICS, [99], 'en', 'All Topics')).toBe('All Topics');
    expect(namesOf(TOPICS, [3, 99, 1], 'de')).toEqual(['Ärzte', 'Arbeit']);
  });
});
