import { useContext } from 'react';
import { CalendarStateContext } from 'react-aria-components';

/** Jumps the calendar to a year, so 1970 is one choice away instead of hundreds of pages. */
export function CalendarYearSelect({
  firstYear,
  lastYear,
}: {
  firstYear: number;
  lastYear: number;
}) {
  const state = useContext(CalendarStateContext);
  if (!state) return null;
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, i) => lastYear - i);
  return (
    <select
      aria-label="Year"
      className="ui-year-select"
      value={state.focusedDate.year}
      onChange={(event) =>
        state.setFocusedDate(state.focusedDate.set({ year: Number(event.target.value) }))
      }
    >
      {years.map((year) => (
        <option key={year} value={year}>
          {year}
        </option>
      ))}
    </select>
  );
}
