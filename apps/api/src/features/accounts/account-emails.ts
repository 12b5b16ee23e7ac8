import { BANK_CHANGE_HOLD_DAYS, type PayoutOutcome, payoutOutcomeText } from '@pod-portal/domain';
import type { MailMessage } from '../../mail/create-mailer.ts';
import { linkMessage } from '../../mail/link-message.ts';

/** The registration (or new address) verification email, linking to the portal's /verify page. */
export function verificationEmail(
  to: string,
  nameFirst: string,
  link: string,
  hours: number,
): MailMessage {
  return linkMessage(
    to,
    'Verify your Print on Demand account',
    {
      greeting: `Hello ${nameFirst},`,
      intro: 'Please confirm your email address to activate your Print on Demand account.',
      action: 'Verify my account',
      outro: `The link works once and expires in ${hours} hours. If you did not register, ignore this email.`,
    },
    link,
  );
}

/** The password-reset email, linking to the portal's /reset-password page. */
export function resetEmail(
  to: string,
  nameFirst: string,
  link: string,
  minutes: number,
): MailMessage {
  return linkMessage(
    to,
    'Reset your Print on Demand password',
    {
      greeting: `Hello ${nameFirst},`,
      intro: 'Someone asked to reset the password of your Print on Demand account.',
      action: 'Choose a new password',
      outro: `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this email: your password stays the same.`,
    },
    link,
  );
}

/** Staff reviewed a change request: approved (log in to confirm it) or declined (and why). */
export function changeReviewEmail(
  to: string,
  nameFirst: string,
  link: string,
  review: { decision: 'approved' } | { decision: 'declined'; reason: string },
): MailMessage {
  const approved = review.decision === 'approved';
  return linkMessage(
    to,
    approved
      ? 'Your change request is ready for your confirmation'
      : 'Your change request was declined',
    {
      greeting: `Hello ${nameFirst},`,
      intro: approved
        ? 'Our team has reviewed the changes you asked for. Log in to check and approve them: they take effect once you do, and you then re-sign the contracts of your books.'
        : `Our team could not accept the changes you asked for: ${review.reason}`,
      action: approved ? 'Log in to approve' : 'Log in',
      outro: approved
        ? 'Until you approve them, your current details stay in use.'
        : 'Your details stay as they were. You can send a new request from your Profile, or ask us in the support chat.',
    },
    link,
  );
}

/** Staff moved one of the author's book records on (`moved`: `bookMovedText`). */
export function bookMovedEmail(
  to: string,
  nameFirst: string,
  link: string,
  book: { title: string; moved: string },
): MailMessage {
  return linkMessage(
    to,
    `Your book ${book.title} has moved on`,
    {
      greeting: `Hello ${nameFirst},`,
      intro: `Our team has moved your book on: ${book.moved}`,
      action: 'See your books',
      outro: 'You can follow your books under Your books, and ask us anything in the support chat.',
    },
    link,
  );
}

/** A payout was paid into the author's account, or failed back to their balance. */
export function payoutSettledEmail(
  to: string,
  nameFirst: string,
  link: string,
  outcome: PayoutOutcome,
): MailMessage {
  return linkMessage(
    to,
    outcome.status === 'paid' ? 'Your payout has been paid' : 'Your payout could not be paid',
    {
      greeting: `Hello ${nameFirst},`,
      intro: payoutOutcomeText(outcome),
      action: 'See your transactions',
      outro:
        outcome.status === 'paid'
          ? 'Banks can take up to two working days to show it.'
          : 'Check the bank details on your Profile, then ask for the payout again, or ask us in the support chat.',
    },
    link,
  );
}

/** PayPal failed or cancelled a refund to the author's PayPal account: the rand is in the balance. */
export function paypalRefundReturnedEmail(
  to: string,
  nameFirst: string,
  link: string,
  text: string,
): MailMessage {
  return linkMessage(
    to,
    'Your PayPal refund did not go through',
    {
      greeting: `Hello ${nameFirst},`,
      intro: text,
      action: 'See your transactions',
      outro: 'Spend it on your next order, ask for a payout, or ask us in the support chat.',
    },
    link,
  );
}

/** The bank details payouts go to changed: payouts wait until the author confirms it was them. */
export function bankChangedEmail(to: string, nameFirst: string, link: string): MailMessage {
  return linkMessage(
    to,
    'Your bank details for payouts changed',
    {
      greeting: `Hello ${nameFirst},`,
      intro: `The bank account your royalties are paid into was changed on your Print on Demand account. To keep your money safe, payouts wait ${BANK_CHANGE_HOLD_DAYS} days after such a change. If you made it, confirm it and payouts can go ahead at once.`,
      action: 'Yes, I changed my bank details',
      outro:
        'If you did not make this change, do not press the button: change your password at once and tell us in the support chat, and no payout will go to the new account.',
    },
    link,
  );
}
