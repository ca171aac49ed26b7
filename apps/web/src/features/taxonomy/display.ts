// Spec §3 "Topic, EventType, SourceType": the displayed name is name_{language}; option lists are
// label/value pairs sorted by label; an empty selection reads 'All Topics' / 'All Types'.
import type { Language } from '../../constants';
import { localeOf } from '../../i18n/dates';

export interface NamedEntry {
  id: number;
  name_en: string;
  name_de: string;
}

export interface Option {
  label: string;
  value: number;
}

export function displayName(entry: NamedEntry, language: Language): string {
  return language === 'de' ? entry.name_de : entry.name_en;
}

/** Sorted with the language's collation, so 'Ärzte' sorts beside 'Arbeit' in German. */
export function optionsOf(entries: readonly NamedEntry[], language: Language): Option[] {
  const collator = new Intl.Collator(localeOf(language), { sensitivity: 'base', numeric: true });
  return entries
    .map((entry) => ({ label: displayName(entry, language), value: entry.id }))
    .sort((a, b) => collator.compare(a.label, b.label) || a.value - b.value);
}

/**
 * The names of the selected entries in option order, or `allText` when nothing is selected
 * (spec §5: no selection means all). Ids that are not (or no longer) known are left out.
 */
export function selectionSummary(
  entries: readonly NamedEntry[],
  selectedIds: readonly number[],
  language: Language,
  allText: string,
): string {
  if (selectedIds.length === 0) return allText;
  const selected = new Set(selectedIds);
  const names = optionsOf(entries, language)
    .filter((option) => selected.has(option.value))
    .map((option) => option.label);
  return names.length === 0 ? allText : names.join(', ');
}

/** Names of the given ids in the given order, for tags on cards (unknown ids are skipped). */
export function namesOf(
  entries: readonly NamedEntry[],
  ids: readonly number[],
  language: Language,
): string[] {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return ids.flatMap((id) => {
    const entry = byId.get(id);
    return entry ? [displayName(entry, language)] : [];
  });
}
