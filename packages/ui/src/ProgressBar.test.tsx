import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

describe('ProgressBar', () => {
  it('exposes its value and fills to the percentage', () => {
    const { container } = render(<ProgressBar label="Uploading book" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading book' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuetext')).toBe('40%');
    expect(screen.getByText('40%')).toBeTruthy();
    const fill = container.querySelector<HTMLElement>('.ui-progress-fill');
    expect(fill?.style.width).toBe('40%');
  });

  it('supports stage counts, hidden labels and an indeterminate state', () => {
    render(
      <>
        <ProgressBar
          label="Registration"
          hideLabel
          value={2}
          maxValue={3}
          valueLabel="Step 2 of 3"
        />
        <ProgressBar label="Loading" isIndeterminate />
      </>,
    );
    const stages = screen.getByRole('progressbar', { name: 'Registration' });
    expect(stages.getAttribute('aria-valuetext')).toBe('Step 2 of 3');
    const loading = screen.getByRole('progressbar', { name: 'Loading' });
    expect(loading.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('has no axe violations', async () => {
    const { container } = render(<ProgressBar label="Syncing data" value={75} />);
    await expectNoAxeViolations(container);
  });
});
