import { type Key, ListBoxItem } from 'react-aria-components';

/** One choice in a Select or ComboBox. */
export interface Option {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

/** Renders an option of a Select's or ComboBox's list. */
export function renderOption(option: Option) {
  return (
    <ListBoxItem className="ui-option" textValue={option.label} isDisabled={option.isDisabled}>
      {option.label}
    </ListBoxItem>
  );
}
