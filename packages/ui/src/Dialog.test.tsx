import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger } from 'react-aria-components';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

function Example() {
  return (
    <DialogTrigger>
      <Button>Change email</Button>
      <Dialog
        title="Update email"
        actions={(close) => (
          <Button variant="secondary" onPress={close}>
            Close
          </Button>
        )}
      >
        <input aria-label="New email" />
      </Dialog>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('opens as a titled modal, keeps focus inside and returns it on Escape', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const opener = screen.getByRole('button', { name: 'Change email' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Update email' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes from an action', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no axe violations when open', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    await expectNoAxeViolations(screen.getByRole('dialog'));
  });

  it('is drawn in place, with its title, body and actions, when rendered on a server open', () => {
    const drawn = (isOpen: boolean) =>
      renderToString(
        <Dialog title="Welcome" isOpen={isOpen} actions={() => <Button>Close</Button>}>
          <p>Start with New book.</p>
        </Dialog>,
      );
    const host = document.createElement('div');
    host.innerHTML = drawn(true);
    const dialog = host.querySelector('.ui-modal-overlay > .ui-modal > section.ui-dialog');
    expect(dialog?.getAttribute('role')).toBe('dialog');
    expect(dialog?.querySelector('.ui-dialog-title')?.textContent).toBe('Welcome');
    expect(dialog?.querySelector('.ui-dialog-body')?.textContent).toBe('Start with New book.');
    expect(dialog?.querySelector('.ui-dialog-actions button')?.textContent).toBe('Close');
    expect(drawn(false)).toBe('');
  });
});
