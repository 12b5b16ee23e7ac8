import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './TextArea.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

describe('TextArea', () => {
  it('counts characters, describes the field with the count and turns invalid past the limit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextArea label="Short description" characterLimit={5} onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'Short description' });
    expect(area.tagName).toBe('TEXTAREA');
    await user.type(area, 'abcde');
    expect(onChange).toHaveBeenLastCalledWith('abcde');
    const counterId = area.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '';
    const counter = document.getElementById(counterId) as HTMLElement;
    expect(counter.textContent).toContain('5/5');
    expect(area.getAttribute('aria-invalid')).toBeNull();
    await user.type(area, 'f');
    expect(counter.textContent).toContain('6/5');
    expect(area.getAttribute('aria-invalid')).toBe('true');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <TextArea
        label="Main description"
        characterLimit={512}
        description="200 to 512 words"
        isInvalid
        errorMessage="Please enter your book's main description"
      />,
    );
    await expectNoAxeViolations(container);
  });
});
