import { Alert, Link } from '@pod-portal/ui';
import type { WizardBase } from '../frame/wizard-stages.ts';

/** No book to upload for, or one whose Additional Details are not filled in yet. */
export function DetailsFirstNotice({ base, hasBook }: { base: WizardBase; hasBook: boolean }) {
  return (
    <div className="wizard-stage">
      <Alert variant="danger" title="Your book's details come first">
        {hasBook
          ? 'Fill in Additional Details before you upload your files.'
          : 'Continue a book from Your books to upload its files.'}
      </Alert>
      <div className="app-actions">
        <Link href={hasBook ? `/${base}/metadata` : '/books'} variant="primary">
          {hasBook ? 'Go to Additional Details' : 'Go to Your books'}
        </Link>
      </div>
    </div>
  );
}
