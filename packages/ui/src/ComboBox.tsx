import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
  ListBox,
  Popover,
} from 'react-aria-components';
import { FieldHelp, type FieldTexts, Label } from './Field.tsx';
import { type Option, renderOption } from './option-item.tsx';
import { withClass } from './with-class.ts';

export interface ComboBoxProps
  extends Omit<AriaComboBoxProps<Option>, 'children' | 'items' | 'defaultItems'>,
    FieldTexts {
  /** All options; the combo box filters them as the person types. */
  options: readonly Option[];
  placeholder?: string;
  /** Shown in the list when nothing matches, e.g. 'No matches for your search term'. */
  emptyMessage?: string;
}

export function ComboBox({
  label,
  description,
  errorMessage,
  options,
  placeholder,
  emptyMessage,
  className,
  ...props
}: ComboBoxProps) {
  return (
    <AriaComboBox
      {...props}
      defaultItems={options}
      allowsEmptyCollection={emptyMessage !== undefined}
      className={withClass('ui-field', className)}
    >
      {label && <Label>{label}</Label>}
      <Group className="ui-input-group">
        <Input className="ui-input" placeholder={placeholder} />
        <Button className="ui-input-action">
          <span className="ui-chevron" aria-hidden="true" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className="ui-popover">
        <ListBox<Option>
          className="ui-listbox"
          renderEmptyState={() => <div className="ui-listbox-empty">{emptyMessage}</div>}
        >
          {renderOption}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
