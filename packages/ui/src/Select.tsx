import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  ListBox,
  Popover,
  SelectValue,
} from 'react-aria-components';
import { FieldHelp, type FieldTexts, Label } from './Field.tsx';
import { type Option, renderOption } from './option-item.tsx';
import { withClass } from './with-class.ts';

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
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className="ui-popover">
        <ListBox className="ui-listbox" items={options}>
          {renderOption}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
