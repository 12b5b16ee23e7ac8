import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Banner } from './Banner.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

describe('Banner', () => {
  it('announces the offline state politely, with no action', () => {
    render(
      <Banner variant="warning" title="No Internet Connection">
        You are currently in offline mode. Some features may not work as expected.
      </Banner>,
    );
    const banner = screen.getByRole('status');
    expect(banner.textContent).toBe(
      'No Internet ConnectionYou are currently in offline mode. Some features may not work as expected.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers its action from the keyboard', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<Banner title="Update available" actionLabel="Refresh" onAction={onAction} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Banner title="Update available" actionLabel="Refresh">
        A new version is ready.
      </Banner>,
    );
    await expectNoAxeViolations(container);
  });
});
