import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './RadioGroup.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

const accountTypes = [
  { value: 'cheque', label: 'Cheque' },
  { value: 'savings', label: 'Savings' },
  { value: 'bond', label: 'Bond', isDisabled: true },
];

describe('RadioGroup', () => {
  it('moves the choice with the arrow keys and skips disabled options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RadioGroup label="Account type" options={accountTypes} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Account type' })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Cheque' }));
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('savings');
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith('cheque');
    expect((screen.getByRole('radio', { name: 'Bond' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('is reached by Tab when a controlled group has nothing chosen yet', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <button type="button">Before</button>
        <RadioGroup label="Account type" options={accountTypes} value="" onChange={onChange} />
      </>,
    );
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Cheque' }));
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('cheque');
  });

  it('shows its error and has no axe violations', async () => {
    const { container } = render(
      <RadioGroup
        label="Account type"
        options={accountTypes}
        isInvalid
        errorMessage="Please enter your bank account type"
      />,
    );
    expect(screen.getByText('Please enter your bank account type')).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
