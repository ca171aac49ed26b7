// An expandable multi-select of topics or types (spec §2: "expandable filters … No selection means
// all"). A fieldset with its legend; the toggle shows 'All Topics'/'All Types' or the chosen names.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Option } from './display';

export interface TaxonomyFilterProps {
  legend: string;
  options: readonly Option[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  /** 'All Topics' / 'All Types' or the chosen names (TaxonomyOptions.summarize). */
  summary: string;
  defaultExpanded?: boolean;
}

export function TaxonomyFilter({
  legend,
  options,
  selected,
  onChange,
  summary,
  defaultExpanded,
}: TaxonomyFilterProps) {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(defaultExpanded ?? false);
  const panelId = useId();
  const chosen = new Set(selected);
  const toggle = (value: number) =>
    onChange(chosen.has(value) ? selected.filter((id) => id !== value) : [...selected, value]);

  return (
    <fieldset className="min-w-0 rounded-2xl border border-ink-100 bg-white">
      <legend className="sr-only">{legend}</legend>
      <button
        type="button"
        aria-expanded={isExpanded}
        aria-controls={panelId}
        onClick={() => setExpanded(!isExpanded)}
        className="flex min-h-11 w-full items-center justify-between gap-3 rounded-2xl px-4 py-2 text-left"
      >
        <span className="min-w-0">
          <span className="block text-xs font-semibold tracking-wide text-ink-500 uppercase">{legend}</span>
          <span className="block truncate text-sm font-medium text-ink-900">{summary}</span>
        </span>
        <span aria-hidden="true" className={`text-ink-500 transition ${isExpanded ? 'rotate-180' : ''}`}>
          ▾
        </span>
      </button>
      <div id={panelId} hidden={!isExpanded} className="border-t border-ink-100 px-4 py-3">
        <ul className="grid max-h-64 gap-1 overflow-y-auto s:grid-cols-2">
          {options.map((option) => (
            <li key={option.value}>
              <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-ink-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-600"
                  checked={chosen.has(option.value)}
                  onChange={() => toggle(option.value)}
                />
                {option.label}
              </label>
            </li>
          ))}
        </ul>
        {selected.length > 0 && (
          <button
            type="button"
            onClick={() => onChange([])}
            className="mt-2 text-sm font-medium text-brand-700 underline underline-offset-2"
          >
            {t('eventSearch.clearSelection')}
          </button>
        )}
      </div>
    </fieldset>
  );
}
