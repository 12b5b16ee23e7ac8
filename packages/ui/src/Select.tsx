import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { Description, FieldError, type FieldTexts, Label } from './Field.tsx';
import { withClass } from './with-class.ts';

/** One choice in a Select or ComboBox. */
export interface Option {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<AriaSelectProps<Option, 'single'>, 'children' | 'items'>,
    FieldTexts {
  options: readonly Option[];
}

export function Select({
  label,
  description,
  errorMessage,
  options,
  className,
  ...props
}: SelectProps) {
  return (
    <AriaSelect {...props} className={withClass('ui-field', className)}>
      {label && <Label>{label}</Label>}
      <Button className="ui-select-trigger">
        <SelectValue className="ui-select-value" />
        <span className="ui-chevron" aria-hidden="true" />
      </Button>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover className="ui-popover">
        <ListBox className="ui-listbox" items={options}>
          {(option) => (
            <ListBoxItem
              className="ui-option"
              textValue={option.label}
              isDisabled={option.isDisabled}
            >
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
