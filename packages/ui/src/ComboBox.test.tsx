import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ComboBox } from './ComboBox.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

const banks = [
  { id: 'fnb', label: 'First National Bank' },
  { id: 'capitec', label: 'Capitec' },
  { id: 'absa', label: 'Absa' },
];

describe('ComboBox', () => {
  it('filters as the person types and selects with Enter', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<ComboBox label="Bank" options={banks} onSelectionChange={onSelectionChange} />);
    const input = screen.getByRole('combobox', { name: 'Bank' }) as HTMLInputElement;
    await user.type(input, 'cap');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Capitec']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelectionChange).toHaveBeenLastCalledWith('capitec');
    expect(input.value).toBe('Capitec');
  });

  it('tells the person when nothing matches', async () => {
    const user = userEvent.setup();
    render(
      <ComboBox
        label="Signed place"
        options={banks}
        emptyMessage="No matches for your search term"
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Signed place' }), 'zzz');
    expect(screen.getByText('No matches for your search term')).toBeTruthy();
  });

  it('has no axe violations, open or closed', async () => {
    const user = userEvent.setup();
    render(<ComboBox label="Bank" options={banks} description="Start typing" />);
    await expectNoAxeViolations();
    await user.type(screen.getByRole('combobox', { name: 'Bank' }), 'a');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await expectNoAxeViolations();
  });
});
