import { useId } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { CharacterCounter } from './CharacterCounter.tsx';
import { FieldHelp, type FieldTexts, Label } from './Field.tsx';
import { useControlled } from './use-controlled.ts';
import { withClass } from './with-class.ts';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'type'>, FieldTexts {
  placeholder?: string;
  rows?: number;
  /** Shows a CharacterCounter; going over the limit marks the field invalid. */
  characterLimit?: number;
}

export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  characterLimit,
  value,
  defaultValue,
  onChange,
  isInvalid,
  className,
  ...props
}: TextAreaProps) {
  const counterId = useId();
  const [text, setText] = useControlled(value, defaultValue ?? '', onChange);
  const overLimit = characterLimit !== undefined && text.length > characterLimit;
  return (
    <AriaTextField
      {...props}
      value={text}
      onChange={setText}
      isInvalid={isInvalid || overLimit}
      aria-describedby={characterLimit === undefined ? undefined : counterId}
      className={withClass('ui-field', className)}
    >
      {label && <Label>{label}</Label>}
      <AriaTextArea className="ui-input ui-textarea" placeholder={placeholder} rows={rows} />
      {characterLimit !== undefined && (
        <CharacterCounter id={counterId} value={text} max={characterLimit} />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
