import { CalendarDate, type DateValue, getLocalTimeZone, today } from '@internationalized/date';
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
} from 'react-aria-components';
import { CalendarYearSelect } from './CalendarYearSelect.tsx';
import { FieldHelp, type FieldTexts, Label } from './Field.tsx';
import { withClass } from './with-class.ts';

const FIRST_DAY = new CalendarDate(1970, 1, 1);

export interface DatePickerProps<T extends DateValue> extends AriaDatePickerProps<T>, FieldTexts {}

/**
 * A date typed segment by segment (arrow keys change a segment) or picked from a calendar.
 * Dates run from 1970-01-01 to today unless `minValue`/`maxValue` say otherwise; the value's
 * `toString()` is `yyyy-MM-dd`.
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  minValue = FIRST_DAY,
  maxValue,
  className,
  ...props
}: DatePickerProps<T>) {
  const lastDay = maxValue ?? today(getLocalTimeZone());
  return (
    <AriaDatePicker
      {...props}
      minValue={minValue}
      maxValue={lastDay}
      className={withClass('ui-field', className)}
    >
      {label && <Label>{label}</Label>}
      <Group className="ui-input-group">
        <DateInput className="ui-input ui-date-input">
          {(segment) => <DateSegment segment={segment} className="ui-date-segment" />}
        </DateInput>
        <Button className="ui-input-action">
          <span className="ui-chevron" aria-hidden="true" />
        </Button>
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className="ui-popover">
        <Dialog className="ui-calendar-dialog">
          <Calendar className="ui-calendar">
            <header className="ui-calendar-header">
              <Button slot="previous" className="ui-icon-button">
                <span aria-hidden="true">‹</span>
              </Button>
              <Heading className="ui-calendar-heading" />
              <Button slot="next" className="ui-icon-button">
                <span aria-hidden="true">›</span>
              </Button>
            </header>
            <CalendarYearSelect firstYear={(minValue ?? FIRST_DAY).year} lastYear={lastDay.year} />
            <CalendarGrid className="ui-calendar-grid">
              {(date) => <CalendarCell date={date} className="ui-calendar-cell" />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
