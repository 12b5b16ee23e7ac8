import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { FieldHelp, type FieldTexts, Label } from './Field.tsx';
import { withClass } from './with-class.ts';

export interface NumberFieldProps extends AriaNumberFieldProps, FieldTexts {
  placeholder?: string;
  /** Adds − and + buttons; arrow keys always step. */
  showSteppers?: boolean;
}

export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  showSteppers = false,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={withClass('ui-field', className)}>
      {label && <Label>{label}</Label>}
      <Group className="ui-input-group">
        {showSteppers && (
          <Button slot="decrement" className="ui-input-action">
            −
          </Button>
        )}
        <Input className="ui-input" placeholder={placeholder} />
        {showSteppers && (
          <Button slot="increment" className="ui-input-action">
            +
          </Button>
        )}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
