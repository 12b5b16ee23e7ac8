import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

describe('Switch', () => {
  it('turns on and off from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Login notification</Switch>);
    const control = screen.getByRole('switch', { name: 'Login notification' });
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect((control as HTMLInputElement).checked).toBe(true);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Switch defaultSelected>2-factor authentication</Switch>);
    await expectNoAxeViolations(container);
  });
});
