import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';
import { Link } from './Link.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

describe('Checkbox', () => {
  it('toggles with Space and with a click on its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>I accept the Terms & Conditions</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'I accept the Terms & Conditions' });
    await user.tab();
    expect(document.activeElement).toBe(box);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByText('I accept the Terms & Conditions'));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('marks itself invalid and has no axe violations with a link in its label', async () => {
    const { container } = render(
      <Checkbox isInvalid>
        I agree to the <Link href="/terms.pdf">Terms & Conditions</Link>
      </Checkbox>,
    );
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(container);
  });
});
