import { LOGIN_CODE_MINUTES } from '@pod-portal/domain';
import { escapeHtml } from '../../../lib/escape-html.ts';
import type { MailMessage } from '../../../mail/create-mailer.ts';

function plainMessage(to: string, subject: string, paragraphs: string[]): MailMessage {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(''),
  };
}

/** The 4-digit code that finishes a login (the two-factor switch is on). */
export function loginCodeEmail(to: string, nameFirst: string, code: string): MailMessage {
  return plainMessage(to, `Your Print on Demand login code: ${code}`, [
    `Hello ${nameFirst},`,
    `Your login code is ${code}. It works once and expires in ${LOGIN_CODE_MINUTES} minutes.`,
    'If you did not just log in, someone knows your password: change it in your Profile.',
  ]);
}

/** What changed in the account's two-factor settings, as the email names it. */
/** The two-factor settings changes the author is told of. */
export const TWO_FACTOR_CHANGES = [
  'email-code-on',
  'email-code-off',
  'totp-on',
  'totp-off',
  'recovery-codes',
] as const;

export type TwoFactorChange = (typeof TWO_FACTOR_CHANGES)[number];

const changeLines: Record<TwoFactorChange, { subject: string; line: string }> = {
  'email-code-on': {
    subject: 'Two-factor authentication is on',
    line: 'From now on, each login asks for a 4-digit code we email to you after your password.',
  },
  'email-code-off': {
    subject: 'Two-factor authentication is off',
    line: 'Logins no longer ask for an emailed code: your password alone opens your account.',
  },
  'totp-on': {
    subject: 'An authenticator app now protects your account',
    line: 'From now on, each login asks for a code from your authenticator app after your password.',
  },
  'totp-off': {
    subject: 'Your authenticator app was removed',
    line: 'Logins no longer ask for a code from an authenticator app.',
  },
  'recovery-codes': {
    subject: 'New recovery codes for your account',
    line: 'New recovery codes were made for your authenticator app; the old ones no longer work.',
  },
};

/** Tells the author their two-factor settings changed (with their password). */
export function twoFactorChangedEmail(
  to: string,
  nameFirst: string,
  change: TwoFactorChange,
): MailMessage {
  const { subject, line } = changeLines[change];
  return plainMessage(to, subject, [
    `Hello ${nameFirst},`,
    line,
    'If you did not make this change, change your password at once and contact us.',
  ]);
}
