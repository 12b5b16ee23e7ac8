import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card.tsx';
import { Link } from './Link.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

describe('Card', () => {
  it('is a region named by its title, with body and footer', () => {
    render(
      <Card title="Balance" headingLevel={3} footer={<Link href="/transactions">History</Link>}>
        R 100.00
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Balance' });
    expect(screen.getByRole('heading', { level: 3, name: 'Balance' })).toBeTruthy();
    expect(region.textContent).toContain('R 100.00');
    expect(screen.getByRole('link', { name: 'History' })).toBeTruthy();
  });

  it('is a plain section without a title', () => {
    render(<Card>Quiet</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Quiet')).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Card title="Orders">3 orders</Card>);
    await expectNoAxeViolations(container);
  });
});
