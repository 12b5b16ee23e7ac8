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

/** Arrow keys move between options; Tab enters and leaves the group. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  options,
  className,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={withClass('ui-field ui-radio-group', className)}>
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
