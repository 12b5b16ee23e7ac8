import { PAYEE_ROLE_NAMES, shareAgreementTerms } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Alert, AlertDialog, Button, Card, Checkbox, Link } from '@pod-portal/ui';
import { useState } from 'react';
import { formatRand } from '../../lib/format-rand.ts';
import { MissingSigningDialog } from '../../signing/MissingSigningDialog.tsx';
import { SigningFields } from '../../signing/SigningFields.tsx';
import { useSigning } from '../../signing/use-signing.ts';
import { useAnswerShare } from './use-answer-share.ts';

export type RoyaltyShare = components['schemas']['RoyaltyShare'];

export const SHARE_CHANGED_MESSAGE =
  'This invitation was answered already or the author changed the payees since: it is shown as it is now.';
export const SHARE_ANSWER_FAILED_MESSAGE = 'Your answer could not be sent. Please try again.';

/** The invitation's facts: the author, the role, the shares and what the book holds. */
function ShareFacts({ share }: { share: RoyaltyShare }) {
  return (
    <dl className="app-details">
      <div className="app-details__row">
        <dt>Author</dt>
        <dd>{share.author_name}</dd>
      </div>
      <div className="app-details__row">
        <dt>Your role</dt>
        <dd>{PAYEE_ROLE_NAMES[share.role]}</dd>
      </div>
      <div className="app-details__row">
        <dt>Your share</dt>
        <dd>{share.share}%</dd>
      </div>
      <div className="app-details__row">
        <dt>The author's share</dt>
        <dd>{share.author_share}%</dd>
      </div>
      {share.waiting_for.length > 0 && (
        <div className="app-details__row">
          <dt>Held</dt>
          <dd>
            {formatRand(share.held)} until every payee has accepted (waiting for{' '}
            {share.waiting_for.join(', ')})
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * One royalty share invitation: its facts, and while open the share agreement's terms, the
 * drawn signature that accepts it, and Decline (confirmed first); once accepted, where the
 * signed agreement is.
 */
export function ShareInvitation({ share }: { share: RoyaltyShare }) {
  const signing = useSigning();
  const answer = useAnswerShare(share.id);
  const [confirmDecline, setConfirmDecline] = useState(false);

  const sign = () => {
    const complete = signing.check();
    if (!complete) return;
    answer.mutate(
      { kind: 'sign', signing: complete },
      {
        onSuccess: async (result) => {
          if (result === 'answered')
            await signing.keepSignature(complete.signature).catch(() => undefined);
        },
      },
    );
  };

  return (
    <Card title={share.book_title}>
      <ShareFacts share={share} />
      {answer.data === 'changed' && <Alert variant="danger">{SHARE_CHANGED_MESSAGE}</Alert>}
      {answer.isError && <Alert variant="danger">{SHARE_ANSWER_FAILED_MESSAGE}</Alert>}
      {share.status === 'accepted' && (
        <Alert variant="success">
          You accepted this share: its royalties are credited to your balance. Your signed agreement
          is in your <Link href="/documents">Documents</Link>.
        </Alert>
      )}
      {share.status === 'declined' && (
        <p>You declined this share. The author may invite you again.</p>
      )}
      {share.status === 'invited' && (
        <form
          noValidate
          aria-label={`Accept your share of ${share.book_title}`}
          onSubmit={(event) => {
            event.preventDefault();
            sign();
          }}
        >
          <h3>Royalty share agreement</h3>
          {shareAgreementTerms(share.author_name, `${share.share}%`).map((text) => (
            <p key={text}>{text}</p>
          ))}
          <SigningFields
            values={signing.values}
            onChange={signing.change}
            problems={signing.problems}
            terms={
              <Checkbox
                isSelected={signing.values.acceptedTerms}
                onChange={(acceptedTerms) => signing.change({ ...signing.values, acceptedTerms })}
              >
                I have read and accept the royalty share agreement
              </Checkbox>
            }
          />
          <div className="app-actions">
            <Button type="submit" isPending={answer.isPending && answer.variables?.kind === 'sign'}>
              Accept and sign
            </Button>
            <Button
              variant="secondary"
              isDisabled={answer.isPending}
              onPress={() => setConfirmDecline(true)}
            >
              Decline
            </Button>
          </div>
        </form>
      )}
      <AlertDialog
        title="Decline this share?"
        isOpen={confirmDecline}
        onOpenChange={setConfirmDecline}
        actionLabel="Decline the share"
        cancelLabel="Cancel"
        variant="danger"
        onAction={() => answer.mutate({ kind: 'decline' })}
      >
        The royalties of {share.book_title} stay held until {share.author_name} changes the payees.
      </AlertDialog>
      <MissingSigningDialog problems={signing.missing} onClose={signing.closeMissing} />
    </Card>
  );
}
