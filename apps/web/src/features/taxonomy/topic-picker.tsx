// The topic picker the publishing forms are given by their screens (they render it through a prop).
import type { ReactNode } from 'react';
import type { TopicPickerProps } from '../../components/choice-fields';
import { TaxonomyFilter } from './taxonomy-filter';
import type { TaxonomyOptions } from './use-options';

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
