// Pickers the publishing forms (features/source-admin, features/event-admin) take from other
// features, composed here because features do not import each other (STYLE §3).
import type { ReactNode } from 'react';
import type { TopicPickerProps } from '../components/choice-fields';
import { RadiusSlider } from '../features/event-search/radius-slider';
import { TaxonomyFilter } from '../features/taxonomy/taxonomy-filter';
import type { TaxonomyOptions } from '../features/taxonomy/use-options';

/** The topic selector, open from the start: in a form no selection means "not chosen yet", not "all". */
export function topicPickerOf(topics: TaxonomyOptions) {
  return ({ legend, selected, onChange }: TopicPickerProps): ReactNode => (
    <TaxonomyFilter
      legend={legend}
      options={topics.options}
      selected={selected}
      onChange={onChange}
      summary={selected.length === 0 ? '–' : topics.summarize(selected)}
      defaultExpanded
    />
  );
}

export function AreaSlider({ value, onChange }: { value: number; onChange: (radiusKm: number) => void }) {
  return <RadiusSlider value={value} onChange={onChange} />;
}
