import { z } from 'zod';
import { type BasisPoints, percentToBasisPoints } from '../money/rate.ts';
import { invitedSharesProblem, SHARE_SIZE_MESSAGE } from './royalty-split.ts';

/** What a payee did for the book (Draft2Digital's payment splitting asks the same). */
export const PAYEE_ROLES = ['co-author', 'illustrator', 'translator', 'other'] as const;
export type PayeeRole = (typeof PAYEE_ROLES)[number];

export const PAYEE_ROLE_NAMES: Record<PayeeRole, string> = {
  'co-author': 'Co-author',
  illustrator: 'Illustrator',
  translator: 'Translator',
  other: 'Other',
};

export const PAYEE_NAME_MESSAGE = "Please enter the payee's name";
export const PAYEE_EMAIL_MESSAGE = "Please enter the payee's email address";
export const PAYEE_OWN_EMAIL_MESSAGE =
  'This is your own email address: your share is what the payees leave';
export const PAYEE_TWICE_MESSAGE = 'Each payee needs an email address of their own';

/** A payee as the author types them: the share a percentage (`33.33`). */
export interface PayeeEntry {
  name: string;
  email: string;
  role: PayeeRole;
  share: number | string;
}

/** One problem of a payee list: a payee's field (by position), or the list's (`payees`). */
export interface PayeeListProblem {
  index: number | null;
  field: 'name' | 'email' | 'share' | 'payees';
  message: string;
}

const emailAddress = z.email();

/** An email address as payees are matched by it: trimmed, in lower case. */
export function payeeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Every problem of the payees an author invites to share a book's royalty (the author's own
 * email is theirs alone), or none; then `shares` are the payees' shares in basis points.
 */
export function payeeListProblems(
  payees: readonly PayeeEntry[],
  authorEmail: string,
): { problems: PayeeListProblem[]; shares: BasisPoints[] } {
  const problems: PayeeListProblem[] = [];
  const seen = new Set<string>();
  const shares = payees.map((payee, index) => {
    const email = payeeEmail(payee.email);
    if (payee.name.trim() === '')
      problems.push({ index, field: 'name', message: PAYEE_NAME_MESSAGE });
    if (!emailAddress.safeParse(email).success)
      problems.push({ index, field: 'email', message: PAYEE_EMAIL_MESSAGE });
    else if (email === payeeEmail(authorEmail))
      problems.push({ index, field: 'email', message: PAYEE_OWN_EMAIL_MESSAGE });
    else if (seen.has(email))
      problems.push({ index, field: 'email', message: PAYEE_TWICE_MESSAGE });
    seen.add(email);
    const share = percentToBasisPoints(payee.share);
    if (share === null || share <= 0)
      problems.push({ index, field: 'share', message: SHARE_SIZE_MESSAGE });
    return share ?? 0;
  });
  const listProblem = problems.length === 0 ? invitedSharesProblem(shares) : null;
  if (listProblem) problems.push({ index: null, field: 'payees', message: listProblem });
  return { problems, shares };
}
