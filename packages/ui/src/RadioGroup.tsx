import type { ReactNode } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Radio,
} from 'react-aria-components';
import { FieldHelp, type FieldTexts, Label } from './Field.tsx';
import { withClass } from './with-class.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldTexts {
  options: readonly RadioOption[];
}

/**
 * Arrow keys move between options; Tab enters and leaves the group. A controlled `value` of ''
 * means nothing is chosen yet: Tab then enters the group at its first option (react-aria would
 * take '' for a choice of its own and take every option out of the tab order).
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  options,
  className,
  value,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      {...(value !== undefined && { value: value === '' ? null : value })}
      className={withClass('ui-field ui-radio-group', className)}
    >
      {label && <Label>{label}</Label>}
      <div className="ui-radio-options">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className="ui-radio"
          >
            <span className="ui-radio-dot" aria-hidden="true" />
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
