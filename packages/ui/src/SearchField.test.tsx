import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

describe('SearchField', () => {
  it('submits with Enter and clears with Escape or the clear button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onClear = vi.fn();
    render(<SearchField label="Search books" onSubmit={onSubmit} onClear={onClear} />);
    const input = screen.getByRole('searchbox', { name: 'Search books' }) as HTMLInputElement;
    await user.type(input, 'poems{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('poems');
    await user.keyboard('{Escape}');
    expect(input.value).toBe('');
    await user.type(input, 'novel');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input.value).toBe('');
    expect(onClear).toHaveBeenCalledTimes(2);
  });

  it('has no axe violations', async () => {
    const { container } = render(<SearchField label="Search" description="Title or ISBN" />);
    await expectNoAxeViolations(container);
  });
});
