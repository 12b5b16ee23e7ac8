import { useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Group,
  Input,
  ToggleButton,
} from 'react-aria-components';
import { FieldHelp, type FieldTexts, Label } from './Field.tsx';
import { withClass } from './with-class.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'type'>, FieldTexts {
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  placeholder?: string;
}

/** A text input; `type="password"` adds a Show toggle so people can check what they typed. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  type = 'text',
  className,
  ...props
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <AriaTextField
      {...props}
      type={isPassword && revealed ? 'text' : type}
      className={withClass('ui-field', className)}
    >
      {label && <Label>{label}</Label>}
      {isPassword ? (
        <Group className="ui-input-group">
          <Input className="ui-input" placeholder={placeholder} />
          <ToggleButton
            className="ui-input-action"
            isSelected={revealed}
            onChange={setRevealed}
            aria-label="Show password"
          >
            Show
          </ToggleButton>
        </Group>
      ) : (
        <Input className="ui-input" placeholder={placeholder} />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
