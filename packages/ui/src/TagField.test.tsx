import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TagField } from './TagField.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

const tagTexts = () =>
  screen.queryAllByRole('row').map((row) => row.textContent?.replace('×', '').trim());

describe('TagField', () => {
  it('adds keywords on ; and Enter, ignoring blanks and repeats', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <TagField label="Keywords" onChange={onChange} />
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Keywords' }) as HTMLInputElement;
    await user.type(input, 'poetry;  ;Karoo');
    expect(tagTexts()).toEqual(['poetry']);
    expect(input.value).toBe('Karoo');
    await user.keyboard('{Enter}');
    expect(tagTexts()).toEqual(['poetry', 'Karoo']);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(input, 'POETRY{Enter}');
    expect(tagTexts()).toEqual(['poetry', 'Karoo']);
    expect(onChange).toHaveBeenLastCalledWith(['poetry', 'Karoo']);
    expect(screen.getByRole('status').textContent).toBe('Added Karoo');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('removes tags with the keyboard and with their remove button', async () => {
    const user = userEvent.setup();
    render(<TagField label="Keywords" defaultValue={['a', 'b', 'c']} />);
    const list = screen.getByRole('grid', { name: 'Keywords: added' });
    await user.click(within(list).getAllByRole('button', { name: /Remove/ })[1] as HTMLElement);
    expect(tagTexts()).toEqual(['a', 'c']);
    expect(screen.getByRole('status').textContent).toBe('Removed b');
    await user.click(within(list).getAllByRole('row')[0] as HTMLElement);
    await user.keyboard('{Delete}');
    expect(tagTexts()).toEqual(['c']);
    await user.keyboard('{Backspace}');
    expect(tagTexts()).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Keywords' }));
  });

  it('keeps its tags when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TagField label="Keywords" isDisabled defaultValue={['a']} onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: 'Keywords' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: /Remove/ }));
    expect(onChange).not.toHaveBeenCalled();
    expect(tagTexts()).toEqual(['a']);
  });

  it('shows its error on the input', () => {
    render(<TagField label="Keywords" isInvalid errorMessage="Please add at least one keyword" />);
    const input = screen.getByRole('textbox', { name: 'Keywords' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Please add at least one keyword');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('has no axe violations, empty and with tags', async () => {
    const { container } = render(
      <>
        <TagField label="Keywords" isInvalid errorMessage="Please add at least one keyword" />
        <TagField label="Themes" defaultValue={['sea', 'family']} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
