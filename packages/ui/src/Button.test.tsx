import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

describe('Button', () => {
  it('presses with the mouse, Enter and Space, and shows its variant', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button variant="danger" onPress={onPress}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveProperty('className', 'ui-button');
    expect(button.dataset.variant).toBe('danger');
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('does nothing when disabled and defaults to primary', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress} className="wide">
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button.dataset.variant).toBe('primary');
    expect(button.className).toBe('ui-button wide');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveProperty('disabled', true);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <Button>Save</Button>
        <Button variant="secondary">Cancel</Button>
        <Button variant="ghost" isDisabled>
          Later
        </Button>
      </>,
    );
    await expectNoAxeViolations(container);
  });

  it('leaves no announcement naming it once it is gone (its text is announced instead)', async () => {
    const user = userEvent.setup();
    const { rerender, unmount } = render(<Button isPending={false}>Save</Button>);
    await user.tab();
    // Pending while focused: React Aria announces the button's name, for 7 s.
    rerender(<Button isPending>Save</Button>);
    const announcer = document.querySelector('[data-live-announcer]');
    await waitFor(() => expect(announcer?.textContent).toBe('Save'));
    unmount();
    expect(announcer?.textContent).toBe('Save');
    expect(announcer?.querySelector('[role="img"], [aria-labelledby]')).toBeNull();
    await act(() => expectNoAxeViolations(document.body));
  });
});
