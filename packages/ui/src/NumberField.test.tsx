import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

describe('NumberField', () => {
  it('steps with the arrow keys within its limits and reports the number', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberField label="Pages" defaultValue={18} minValue={18} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Pages' });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(19);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(18);
    expect((input as HTMLInputElement).value).toBe('18');
  });

  it('commits typed numbers on blur and offers steppers', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<NumberField label="Copies" showSteppers onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Copies' });
    await user.type(input, '120');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(120);
    await user.click(screen.getByRole('button', { name: /increase/i }));
    expect(onChange).toHaveBeenLastCalledWith(121);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <NumberField
        label="Pages"
        showSteppers
        description="At least 18"
        isInvalid
        errorMessage="Local and International books require at least 18 pages"
      />,
    );
    expect(
      screen.getByText('Local and International books require at least 18 pages'),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
