import { type CalendarDate, parseDate } from '@internationalized/date';
import { DatePicker } from '@pod-portal/ui';
import type { AnyFieldApi } from '@tanstack/react-form';
import { firstErrorMessage } from './first-error-message.ts';

interface FormDatePickerProps {
  field: AnyFieldApi;
  label: string;
  description?: string;
  /** The last day that can be chosen (today unless given). */
  maxValue?: CalendarDate;
}

function parsed(value: unknown): CalendarDate | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    return parseDate(value);
  } catch {
    // A stored value that is not a date: the field starts empty instead.
    return null;
  }
}

/** A UI date picker bound to a TanStack Form field holding yyyy-MM-dd ('' when empty). */
export function FormDatePicker({ field, ...props }: FormDatePickerProps) {
  const message = field.state.meta.isTouched
    ? firstErrorMessage(field.state.meta.errors)
    : undefined;
  return (
    <DatePicker<CalendarDate>
      {...props}
      name={field.name}
      value={parsed(field.state.value)}
      onChange={(date) => field.handleChange(date ? date.toString() : '')}
      onBlur={field.handleBlur}
      isInvalid={message !== undefined}
      errorMessage={message}
      validationBehavior="aria"
    />
  );
}
