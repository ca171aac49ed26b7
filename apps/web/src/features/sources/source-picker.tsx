// A platform admin picks a source by typing part of its name (issue 15: the spreadsheet import's source, Event
// Tagging's filter): the sources of every approval status whose name holds every typed word, each with its city.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SourcePickerProps } from '../../components/choice-fields';
import { SearchComboBox, type SearchOption } from '../../components/search-combo-box';
import { SOURCE_NAME_MAX_LENGTH, useSourcesByName } from './api';

export function SourcePicker({ label, selected, onChange, isRequired, error }: SourcePickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<SearchOption | undefined>(undefined);
  // Once a source is picked, its name in the box is no search of its own.
  const query = chosen !== undefined && text === chosen.label ? '' : text;
  const matches = useSourcesByName(query);
  const options: SearchOption[] =
    query.trim() === ''
      ? []
      : (matches.data ?? []).map((source) => ({
          id: source.id,
          label: source.name,
          detail: `${source.city} (${source.country})`,
        }));
  const emptyText =
    query.trim() === ''
      ? t('sourcePicker.typeName')
      : matches.isFetching
        ? t('sourcePicker.searching')
        : t('sourcePicker.noMatch');
  return (
    <SearchComboBox
      label={label}
      isRequired={isRequired}
      hint={t('sourcePicker.hint')}
      error={error}
      maxLength={SOURCE_NAME_MAX_LENGTH}
      text={text}
      onTextChange={setText}
      options={options}
      // The screen may forget the choice (a new upload); the picker then shows none.
      selected={chosen?.id === selected ? chosen : undefined}
      onSelect={(option) => {
        setChosen(option);
        onChange(option?.id);
      }}
      emptyText={emptyText}
    />
  );
}
