import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

describe('TextField', () => {
  it('labels the input, describes it and reports typing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <TextField label="Email" type="email" description="We send a link" onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('type')).toBe('email');
    expect(screen.getByText('We send a link').id).toBe(input.getAttribute('aria-describedby'));
    await user.type(input, 'a@b.co');
    expect(onChange).toHaveBeenLastCalledWith('a@b.co');
  });

  it('shows the error message and marks the input invalid', () => {
    render(<TextField label="Title" isInvalid errorMessage="Please enter a title for your book" />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Please enter a title for your book');
    expect(input.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('shows and hides a password with a keyboard-operable toggle', async () => {
    const user = userEvent.setup();
    render(<TextField label="Password" type="password" defaultValue="s3cret" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    await user.click(input);
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.keyboard(' ');
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{Enter}');
    expect(input.getAttribute('type')).toBe('password');
  });

  it('has no axe violations, including the password and invalid states', async () => {
    const { container } = render(
      <>
        <TextField label="Email" type="email" description="Your login" />
        <TextField label="Password" type="password" isInvalid errorMessage="Too short" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
