import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.tsx';
import { Link } from './Link.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

describe('EmptyState', () => {
  it('shows a heading, explanation and next action', () => {
    render(
      <EmptyState
        title="No books yet"
        headingLevel={3}
        action={
          <Link href="/new-book" variant="primary">
            New book
          </Link>
        }
      >
        Your books appear here once you submit one.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No books yet' })).toBeTruthy();
    expect(screen.getByText('Your books appear here once you submit one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New book' }).getAttribute('href')).toBe('/new-book');
  });

  it('has no axe violations', async () => {
    const { container } = render(<EmptyState title="No Items" />);
    await expectNoAxeViolations(container);
  });
});
