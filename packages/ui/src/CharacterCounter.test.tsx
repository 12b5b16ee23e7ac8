import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CharacterCounter } from './CharacterCounter.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

describe('CharacterCounter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows N/max and a readable count, and turns invalid above the limit', () => {
    const { container, rerender } = render(<CharacterCounter id="c" value="abc" max={5} />);
    const counter = container.querySelector('#c') as HTMLElement;
    expect(counter.textContent).toBe('3/53 of 5 characters');
    expect(counter.hasAttribute('data-invalid')).toBe(false);
    rerender(<CharacterCounter id="c" value="abcdefg" max={5} />);
    expect(counter.textContent).toContain('7/5');
    expect(counter.textContent).toContain('7 of 5 characters, 2 too many');
    expect(counter.hasAttribute('data-invalid')).toBe(true);
  });

  it('announces politely once typing pauses, not on first render', () => {
    const { rerender } = render(<CharacterCounter value="" max={200} />);
    const status = screen.getByRole('status');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(status.textContent).toBe('');
    rerender(<CharacterCounter value="a" max={200} />);
    rerender(<CharacterCounter value="ab" max={200} />);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(status.textContent).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status.textContent).toBe('2 of 200 characters');
  });

  it('has no axe violations', async () => {
    vi.useRealTimers();
    const { container } = render(<CharacterCounter value={'x'.repeat(201)} max={200} />);
    await expectNoAxeViolations(container);
  });
});
