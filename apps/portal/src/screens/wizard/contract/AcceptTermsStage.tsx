import { APPENDIX_ALREADY_SIGNED_MESSAGE, SOMETHING_WENT_WRONG_MESSAGE } from '@pod-portal/domain';
import { Alert } from '@pod-portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { currentUserQuery } from '../../../api/current-user-query.ts';
import { userBooksQuery } from '../../../api/user-books-query.ts';
import { useUserId } from '../../../session/use-current-user.ts';
import { MissingSigningDialog } from '../../../signing/MissingSigningDialog.tsx';
import { SigningFields } from '../../../signing/SigningFields.tsx';
import { type CompleteSigning, useSigning } from '../../../signing/use-signing.ts';
import { bankStore, draftStore, publisherStore, quotedBookStore } from '../drafts/wizard-stores.ts';
import { BackHomeModal } from '../frame/BackHomeModal.tsx';
import { NoBookNotice } from '../frame/NoBookNotice.tsx';
import { StageActions } from '../frame/StageActions.tsx';
import type { StageProps } from '../frame/stage-props.ts';
import { markCompleted, useWizardNavigation } from '../frame/use-wizard-navigation.ts';
import { toSigningPayload } from './signing-payload.ts';

/**
 * Accept Terms and Sign: the terms in the viewer, the signed place, the signature and the
 * initials. The contract is signed on the server (POST /user/uploadsignature) with the
 * publisher and bank details; then the "Check your email" screen, or submission-complete in
 * the my-first-book flow. With `appendix`, the second signing: the appendix of the services
 * ordered (POST /user/uploadsignatureappendix), then submission complete.
 */
export function AcceptTermsStage({
  base,
  continueLabel,
  appendix = false,
}: StageProps & { appendix?: boolean }) {
  const { pod } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const queryClient = useQueryClient();
  const { goTo, goHome } = useWizardNavigation(base);
  const signing = useSigning();
  const [backOpen, setBackOpen] = useState(false);
  const book = quotedBookStore.get();

  const sign = useMutation({
    mutationFn: async (complete: CompleteSigning) => {
      if (!book) throw new Error(SOMETHING_WENT_WRONG_MESSAGE);
      const payload = toSigningPayload(
        book,
        complete,
        publisherStore.get(),
        bankStore.get(),
        draftStore.get(),
      );
      const send = appendix ? pod.contracts.signAppendix : pod.contracts.sign;
      const { data, error } = await send({ body: payload });
      // An appendix signed before (a resumed book) needs no second signature.
      if (appendix && error?.description === APPENDIX_ALREADY_SIGNED_MESSAGE) return;
      if (!data) throw new Error(error?.description ?? SOMETHING_WENT_WRONG_MESSAGE);
      await signing.keepSignature(complete.signature).catch(() => undefined);
    },
    onSuccess: async () => {
      markCompleted(appendix ? 'accept-terms-additional' : 'accept-terms');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQuery(pod).queryKey }),
        queryClient.invalidateQueries({ queryKey: userBooksQuery(pod, userId).queryKey }),
      ]);
      // A second signing, and the first-book flow, end at submission complete (which, for
      // the first book, says how to go on later).
      await goTo(appendix || base === 'my-first-book' ? 'submission-complete' : 'contract');
    },
  });

  if (!book) {
    return (
      <NoBookNotice title="No book to sign">
        The contract is signed for a quoted book: continue a quoted book from Your books, or start a
        new one.
      </NoBookNotice>
    );
  }
  return (
    <form
      className="wizard-stage"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const complete = signing.check();
        if (complete) sign.mutate(complete);
      }}
    >
      <p>
        {appendix
          ? 'The services you ordered for this book are set out in an appendix to your publishing agreement. Accept its terms and sign it with your signature and initials. The signed appendix is emailed to you and kept with your book.'
          : 'Read the publishing agreement, accept its terms, and sign it with your signature and initials. Your signed contract is emailed to you and kept with your book.'}
      </p>
      <SigningFields
        values={signing.values}
        onChange={signing.change}
        problems={signing.problems}
      />
      {sign.isError && (
        <Alert variant="danger" title="Something went wrong">
          {sign.error.message === SOMETHING_WENT_WRONG_MESSAGE ? undefined : sign.error.message}
        </Alert>
      )}
      <StageActions
        onBack={() => setBackOpen(true)}
        continueLabel={continueLabel}
        isPending={sign.isPending}
      />
      <MissingSigningDialog problems={signing.missing} onClose={signing.closeMissing} />
      <BackHomeModal isOpen={backOpen} onOpenChange={setBackOpen} onHome={() => void goHome()} />
    </form>
  );
}

/** The second signing: the appendix for the services ordered at the cover step. */
export function AcceptTermsAdditionalStage(props: StageProps) {
  return <AcceptTermsStage {...props} appendix />;
}
