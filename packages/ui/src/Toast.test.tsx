import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createToastQueue, ToastRegion } from './Toast.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

describe('Toast', () => {
  it('shows queued toasts in a Notifications region and closes them from the keyboard', async () => {
    const user = userEvent.setup();
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => {
      queue.add({ variant: 'danger', title: 'Something went wrong' });
      queue.add({ variant: 'success', title: 'Coupon added', description: 'R100 off' });
    });
    screen.getByRole('region', { name: /notifications/i });
    const toasts = screen.getAllByRole('alertdialog');
    expect(toasts.map((t) => t.dataset.variant)).toEqual(['success', 'danger']);
    expect(screen.getByText('R100 off')).toBeTruthy();
    await user.keyboard('{F6}');
    expect(document.activeElement).toBe(screen.getByRole('region'));
    await user.tab();
    expect(document.activeElement).toBe(toasts[0]);
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  it('removes a toast when its timeout passes', () => {
    vi.useFakeTimers();
    try {
      const queue = createToastQueue();
      render(<ToastRegion queue={queue} />);
      act(() => {
        queue.add({ variant: 'success', title: 'Saved' }, { timeout: 5000 });
      });
      expect(screen.getByText('Saved')).toBeTruthy();
      act(() => {
        vi.advanceTimersByTime(5000);
      });
      expect(screen.queryByText('Saved')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('has no axe violations', async () => {
    const queue = createToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.add({ variant: 'success', title: 'Saved', description: 'Your profile is updated' });
    });
    await expectNoAxeViolations(screen.getByRole('region'));
  });
});
