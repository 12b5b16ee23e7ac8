import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

describe('Link', () => {
  it('renders an anchor styled as text, or as a button when given a variant', () => {
    render(
      <>
        <Link href="/register">Register</Link>
        <Link href="/checkout" variant="primary">
          Checkout
        </Link>
      </>,
    );
    const text = screen.getByRole('link', { name: 'Register' });
    expect(text.getAttribute('href')).toBe('/register');
    expect(text.className).toBe('ui-link');
    const checkout = screen.getByRole('link', { name: 'Checkout' });
    expect(checkout.className).toBe('ui-button');
    expect(checkout.dataset.variant).toBe('primary');
  });

  it('follows with Enter from the keyboard', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Link onPress={onPress}>Forgot password?</Link>);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Forgot password?');
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(<Link href="/support">Get help</Link>);
    await expectNoAxeViolations(container);
  });
});
