import { CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

describe('DatePicker', () => {
  it('takes a date typed segment by segment and gives yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker label="Publication date" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Publication date' });
    const [month] = within(group).getAllByRole('spinbutton');
    await user.click(month as HTMLElement);
    await user.keyboard('03152001');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2001, 3, 15));
    expect(String(onChange.mock.lastCall?.[0])).toBe('2001-03-15');
  });

  it('marks dates before 1970 invalid', async () => {
    const user = userEvent.setup();
    const { container } = render(<DatePicker label="Copyright date" />);
    const group = screen.getByRole('group', { name: 'Copyright date' });
    await user.click(within(group).getAllByRole('spinbutton')[0] as HTMLElement);
    await user.keyboard('12311969');
    await user.tab();
    await user.tab();
    expect(container.querySelector('.ui-field')?.hasAttribute('data-invalid')).toBe(true);
  });

  it('offers no month after the current one', async () => {
    const user = userEvent.setup();
    render(<DatePicker label="Copyright date" defaultValue={today(getLocalTimeZone())} />);
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('[slot="next"]')).toHaveProperty('disabled', true);
    expect(dialog.querySelector('[slot="previous"]')).toHaveProperty('disabled', false);
  });

  it('opens a calendar whose year list runs from this year back to 1970', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DatePicker
        label="Publication date"
        defaultValue={new CalendarDate(2001, 3, 15)}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    const dialog = screen.getByRole('dialog');
    const years = within(dialog).getByRole('combobox', { name: 'Year' }) as HTMLSelectElement;
    const options = Array.from(years.options).map((o) => o.value);
    expect(options[0]).toBe(String(today(getLocalTimeZone()).year));
    expect(options.at(-1)).toBe('1970');
    await user.selectOptions(years, '1980');
    expect(within(dialog).getByRole('heading').textContent).toContain('1980');
    await user.click(within(dialog).getByRole('button', { name: /March 10, 1980/ }));
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(1980, 3, 10));
  });

  it('shows its error and has no axe violations, closed and open', async () => {
    const user = userEvent.setup();
    render(
      <DatePicker
        label="Publication date"
        isInvalid
        errorMessage="Please select your book's publication date"
      />,
    );
    expect(screen.getByText("Please select your book's publication date")).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: /Calendar/ }));
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });
});
