import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

const finishes = [
  { id: 'matt', label: 'Matt' },
  { id: 'gloss', label: 'Gloss' },
  { id: 'foil', label: 'Foil', isDisabled: true },
];

describe('Select', () => {
  it('opens with the keyboard, picks an option and shows it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Cover finish" options={finishes} onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Cover finish/ });
    await user.tab();
    expect(document.activeElement).toBe(trigger);
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    const foil = within(listbox).getByRole('option', { name: 'Foil' });
    expect(foil.getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('gloss');
    expect(trigger.textContent).toContain('Gloss');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('has no axe violations, open or closed', async () => {
    const user = userEvent.setup();
    render(<Select label="Cover finish" options={finishes} isInvalid errorMessage="Required" />);
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: /Cover finish/ }));
    expect(screen.getByRole('listbox')).toBeTruthy();
    await expectNoAxeViolations();
  });
});
