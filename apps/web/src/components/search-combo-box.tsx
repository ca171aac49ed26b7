// A text field that searches as the user types and offers the matches to pick one, built on React Aria's
// ComboBox: the list is announced to screen readers, arrow keys move through it, Enter picks, Escape closes.
// The matches come from the caller (a server search), so the box shows them as they are, without filtering.
import {
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { fieldControlClass } from './form-field';

export interface SearchOption {
  id: number;
  label: string;
  /** A second line that tells options of the same label apart, e.g. the city. */
  detail?: string;
}

export interface SearchComboBoxProps {
  label: string;
  isRequired?: boolean;
  hint?: string;
  error?: string;
  maxLength?: number;
  /** What the user typed. */
  text: string;
  onTextChange: (text: string) => void;
  /** The matches of `text`. */
  options: readonly SearchOption[];
  selected: SearchOption | undefined;
  onSelect: (option: SearchOption | undefined) => void;
  /** What the open list says when it has no option (nothing typed yet, searching, nothing found). */
  emptyText: string;
}

export function SearchComboBox({
  label,
  isRequired,
  hint,
  error,
  maxLength,
  text,
  onTextChange,
  options,
  selected,
  onSelect,
  emptyText,
}: SearchComboBoxProps) {
  // The chosen option stays in the list while a new search runs, so the box can name it.
  const items =
    selected && !options.some((option) => option.id === selected.id) ? [selected, ...options] : options;
  return (
    <ComboBox
      className="min-w-0"
      items={items}
      inputValue={text}
      onInputChange={(typed) => {
        onTextChange(typed);
        if (selected !== undefined && typed !== selected.label) onSelect(undefined);
      }}
      value={selected?.id ?? null}
      onChange={(key) => {
        const option = items.find((item) => item.id === key);
        onSelect(option);
        // Leaving the field without picking clears what was typed, as a box of fixed options does.
        onTextChange(option?.label ?? '');
      }}
      menuTrigger="input"
      allowsEmptyCollection
      // Required is said, not enforced by the browser: the form checks it and passes `error`.
      isInvalid={error !== undefined}
    >
      <Label className="block text-sm font-semibold text-ink-800">
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </Label>
      <Input maxLength={maxLength} aria-required={isRequired} className={fieldControlClass} />
      {error === undefined && hint !== undefined && (
        <Text slot="description" className="mt-1 block text-sm text-ink-500">
          {hint}
        </Text>
      )}
      <FieldError className="mt-1 block text-sm font-medium text-red-700">{error}</FieldError>
      {/* React Aria gives the popover the height left in the viewport; the list shrinks into it and scrolls
          itself, so no option lies below the viewport, where reaching it would scroll the page, and a page
          scroll closes the list. */}
      <Popover
        placement="bottom start"
        className="flex w-(--trigger-width) flex-col rounded-xl border border-ink-100 bg-white p-1 shadow-lg"
      >
        <ListBox<SearchOption>
          className="max-h-72 min-h-0 overflow-auto outline-none"
          renderEmptyState={() => <p className="px-3 py-2 text-sm text-ink-500">{emptyText}</p>}
        >
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className="cursor-default rounded-lg px-3 py-2 text-ink-900 outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold"
            >
              <span className="block">{option.label}</span>
              {option.detail !== undefined && (
                <span className="block text-sm text-ink-500">{option.detail}</span>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
