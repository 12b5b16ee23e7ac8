import { formatDateTime } from '@pod-portal/domain';
import type { MailMessage } from '../../mail/create-mailer.ts';
import { linkMessage } from '../../mail/link-message.ts';

interface LoginSeen {
  at: Date;
  /** `Chrome on Windows`, or `an unknown browser`. */
  browser: string;
  /** `South Africa`, `a private network`, `an unknown place`. */
  place: string;
  address: string;
}

/** The login notification: when, where and with what an account was signed in to. */
export function loginAlertEmail(
  to: string,
  nameFirst: string,
  login: LoginSeen,
  link: string,
  days: number,
): MailMessage {
  return linkMessage(
    to,
    'New login to your Print on Demand account',
    {
      greeting: `Hello ${nameFirst},`,
      intro: `Your Print on Demand account was logged in to on ${formatDateTime(login.at)} (South African time) with ${login.browser}, from ${login.place} (address ${login.address}). We tell you because this browser or this address had not been used with your account before. If it was you, there is nothing to do.`,
      action: "This wasn't me",
      outro: `If it wasn't you, follow the link: it signs your account out everywhere and asks you for a new password. It works once, for ${days} days. You can turn these emails off under Login notification on your Profile.`,
    },
    link,
  );
}
