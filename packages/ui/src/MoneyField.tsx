import { centsToAmount, formatAmount, parsePrice, toCents } from '@pod-portal/domain';
import { useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Group,
  Input,
  VisuallyHidden,
} from 'react-aria-components';
import { FieldHelp, type FieldTexts, Label } from './Field.tsx';
import { sanitizeAmount } from './sanitize-amount.ts';
import { withClass } from './with-class.ts';

const CURRENCIES = {
  ZAR: { prefix: 'R', spoken: 'in rand' },
  USD: { prefix: 'USD', spoken: 'in US dollars' },
} as const;

export interface MoneyFieldProps
  extends Omit<AriaTextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type'>,
    FieldTexts {
  /** R for local prices, USD for international ones. */
  currency: keyof typeof CURRENCIES;
  /** The amount in rand or dollars (not cents); null when empty. */
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
}

// The domain's money rules: one way to write an amount and one way to read it, everywhere.
const toText = (amount: number | null | undefined) => {
  const cents = amount == null ? null : toCents(amount);
  return cents === null ? '' : formatAmount(cents);
};
const parseAmount = (text: string): number | null => {
  const parsed = parsePrice(text);
  return parsed.ok ? centsToAmount(parsed.cents) : null;
};

/** An amount with its currency shown before it, two decimals and spaces between thousands. */
export function MoneyField({
  currency,
  value,
  defaultValue,
  onChange,
  onBlur,
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: MoneyFieldProps) {
  const [text, setText] = useState(() => toText(value === undefined ? defaultValue : value));
  const [shownValue, setShownValue] = useState(value);
  // A new value from the parent replaces the text, unless it is what the text already says.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== parseAmount(text)) setText(toText(value));
  }
  const { prefix, spoken } = CURRENCIES[currency];
  return (
    <AriaTextField
      {...props}
      inputMode="decimal"
      value={text}
      onChange={(typed) => {
        const next = sanitizeAmount(typed);
        setText(next);
        onChange?.(parseAmount(next));
      }}
      onBlur={(event) => {
        const amount = parseAmount(text);
        if (amount !== null) setText(toText(amount));
        onBlur?.(event);
      }}
      className={withClass('ui-field', className)}
    >
      {label && (
        <Label>
          {label}
          <VisuallyHidden> {spoken}</VisuallyHidden>
        </Label>
      )}
      <Group className="ui-input-group">
        <span className="ui-input-prefix" aria-hidden="true">
          {prefix}
        </span>
        <Input className="ui-input" placeholder={placeholder} />
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
