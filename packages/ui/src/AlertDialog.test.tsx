import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog } from './AlertDialog.tsx';
import { Checkbox } from './Checkbox.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

function Confirm({ onAction }: { onAction: () => void }) {
  const [open, setOpen] = useState(true);
  const [agreed, setAgreed] = useState(false);
  return (
    <AlertDialog
      title="Confirm update"
      isOpen={open}
      onOpenChange={setOpen}
      actionLabel="Proceed"
      cancelLabel="Cancel"
      isActionDisabled={!agreed}
      onAction={onAction}
    >
      <Checkbox isSelected={agreed} onChange={setAgreed}>
        I agree to overwrite my pending changes
      </Checkbox>
    </AlertDialog>
  );
}

describe('AlertDialog', () => {
  it('is an alertdialog whose action waits for the agreement box', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    render(<Confirm onAction={onAction} />);
    screen.getByRole('alertdialog', { name: 'Confirm update' });
    const proceed = screen.getByRole('button', { name: 'Proceed' });
    expect(proceed).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox'));
    await user.click(proceed);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('focuses its action, ignores outside clicks and cancels with Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <AlertDialog
        title="Negative royalty"
        isOpen
        onOpenChange={onOpenChange}
        actionLabel="OK"
        variant="danger"
      >
        Your royalty fees, based on your selected options is a negative value.
      </AlertDialog>,
    );
    const ok = screen.getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(ok);
    expect(ok.dataset.variant).toBe('danger');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    onOpenChange.mockClear();
    await user.click(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    render(<Confirm onAction={() => undefined} />);
    await expectNoAxeViolations(screen.getByRole('alertdialog'));
  });
});
