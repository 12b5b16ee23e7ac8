import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert.tsx';
import { Button } from './Button.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

describe('Alert', () => {
  it('uses role alert for danger, with a working retry action', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    render(
      <Alert variant="danger" action={<Button onPress={retry}>Retry</Button>}>
        Something went wrong - This may be due to your internet connection.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This may be due to your internet connection.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('uses role status for success', () => {
    render(
      <Alert variant="success" title="Payment received">
        Your items have been successfully processed
      </Alert>,
    );
    const status = screen.getByRole('status');
    expect(status.dataset.variant).toBe('success');
    expect(screen.getByRole('heading', { name: 'Payment received' })).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Alert variant="danger">Invalid coupon code applied</Alert>
        <Alert variant="success" title="Done">
          Saved
        </Alert>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
