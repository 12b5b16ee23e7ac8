import { Alert, Link } from '@pod-portal/ui';
import type { ReactNode } from 'react';

/** A stage reached with no quoted book (an old link, another tab): why, and Your books. */
export function NoBookNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="wizard-stage">
      <Alert variant="danger" title={title}>
        {children}
      </Alert>
      <div className="app-actions">
        <Link href="/books" variant="primary">
          Go to Your books
        </Link>
      </div>
    </div>
  );
}
