import { BookContract } from '../../books/index.ts';
import { useBookDraft } from '../drafts/use-book-draft.ts';
import { quotedBookStore, quoteStore } from '../drafts/wizard-stores.ts';
import { NoBookNotice } from '../frame/NoBookNotice.tsx';
import { StageActions } from '../frame/StageActions.tsx';
import type { StageProps } from '../frame/stage-props.ts';
import { markCompleted, useWizardNavigation } from '../frame/use-wizard-navigation.ts';
import { QuotedRoyalties } from '../quote/QuotedRoyalties.tsx';

/**
 * Applicability of Terms and Conditions: after the uploads of a book with no services ordered
 * (those are signed for in their appendix instead), what the signed publishing agreement
 * covers for this book (its details, its files, the royalties quoted) and the signed contract
 * to read again; then submission complete.
 */
export function ApplicabilityStage({ base, continueLabel }: StageProps) {
  const { goTo } = useWizardNavigation(base);
  const { draft } = useBookDraft();
  const book = quotedBookStore.get();
  const quote = quoteStore.get();
  if (!book)
    return (
      <NoBookNotice title="No book to show">
        Continue a book from Your books to see the terms that apply to it.
      </NoBookNotice>
    );
  return (
    <div className="wizard-stage">
      <p>
        The publishing agreement you signed applies to {draft.title || 'your book'} as you submitted
        it: its details, the files you uploaded and the royalties of its quote. You ordered no extra
        services for it, so no appendix applies.
      </p>
      {quote && <QuotedRoyalties quote={quote} draft={draft} />}
      <BookContract pair={book} />
      <p>
        Your signed contract is also in Documents. If your details change, ask for the change in
        your Profile with Update Request.
      </p>
      <StageActions
        onBack={() => void goTo('upload-assets')}
        continueLabel={continueLabel}
        onContinue={() => {
          markCompleted('applicability');
          void goTo('submission-complete');
        }}
      />
    </div>
  );
}
