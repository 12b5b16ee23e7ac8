import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

const tabs = [
  { id: 'local', title: 'Local', content: 'Branch code' },
  { id: 'international', title: 'International', content: 'IBAN' },
  { id: 'paypal', title: 'PayPal', content: 'PayPal email', isDisabled: true },
];

describe('Tabs', () => {
  it('switches panels with the arrow keys and skips disabled tabs', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Bank details" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Bank details' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').textContent).toBe('Branch code');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Local' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'International' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('IBAN');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Local' }));
  });

  it('has no axe violations', async () => {
    const { container } = render(<Tabs label="Bank details" tabs={tabs} />);
    await expectNoAxeViolations(container);
  });
});
