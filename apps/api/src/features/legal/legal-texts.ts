/**
 * The portal's legal documents, as ours: a South African print-on-demand service that
 * processes personal information under POPIA (Act 4 of 2013), sells online under ECTA
 * (Act 25 of 2002) and the Consumer Protection Act (Act 68 of 2008). `{company}` is the
 * operator's name (COMPANY_NAME). A change of text is a new version: change `version` too.
 */
export interface LegalText {
  title: string;
  /** Year and month the text took effect. */
  version: string;
  summary: string;
  clauses: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>;
}

export const LEGAL_DOCUMENT_IDS = [
  'terms-and-conditions',
  'privacy-policy',
  'data-protection',
  'terms-of-use',
] as const;

export type LegalDocumentId = (typeof LEGAL_DOCUMENT_IDS)[number];

export const LEGAL_TEXTS: Readonly<Record<LegalDocumentId, LegalText>> = {
  'terms-and-conditions': {
    title: 'Terms and Conditions',
    version: '2026-11',
    summary:
      'These terms govern the publishing services {company} provides through this portal: quotes, printing, distribution, extra services, payments and royalties.',
    clauses: [
      {
        heading: '1. Who we are and what these terms cover',
        paragraphs: [
          '{company} ("we", "us") runs this portal, through which authors and publishers ("you") have books printed on demand, sold in South Africa and internationally, and paid for in South African rand. These terms apply to every account and every order of services. The publishing agreement you sign for each book adds to them; where the two differ, the agreement signed for that book applies.',
        ],
      },
      {
        heading: '2. Your account',
        paragraphs: [
          'You must be 18 or older, or act with the consent of a parent or guardian, and give true details. You keep your password secret and are responsible for what is done with your account. Tell us at once if you believe someone else has used it.',
          'A new account receives a once-off welcome credit of R100, which can be used only for our services and is not paid out.',
        ],
      },
      {
        heading: '3. Quotes and prices',
        paragraphs: [
          'The calculator and quote show, before you pay anything, the cost of printing each copy, the once-off costs of the services you choose and the royalty you earn per copy in each market. A quote is based on the price list in force on the day it is made. Prices of services include value-added tax (VAT) at the rate in force where VAT applies.',
          'If the price list changes before you pay, the cart shows the new price and you choose whether to go ahead.',
        ],
      },
      {
        heading: '4. Paying for services',
        paragraphs: [
          'You pay for services in the cart, from your balance, by card or by instant EFT through PayFast. A payment is complete only when PayFast confirms it to us; we never see or store your card details. Every payment gets an invoice, which you can download from Transactions.',
          'A coupon applies once per account, reduces the amount due and never creates a credit.',
        ],
      },
      {
        heading: '5. Proofs, printing and delivery',
        paragraphs: [
          'After payment your book enters proofing. We check your files against our printing requirements and tell you what needs to change. Your book goes on sale only after you approve the proof. We may refuse a file that cannot be printed well or that breaks the law, and we tell you why.',
        ],
      },
      {
        heading: '6. Cancelling and refunds',
        paragraphs: [
          'You may cancel a book before it is paid at no cost. Under section 44 of the Electronic Communications and Transactions Act you may cancel a paid service within seven days of payment if we have not started it, and we refund you within 30 days. Once work on a service has started, we refund only the part not yet done. Refunds go back to your balance unless you ask for them to be paid to your bank account.',
        ],
      },
      {
        heading: '7. Royalties and payouts',
        paragraphs: [
          'Royalties are earned per copy sold, as set out in the publishing agreement, and are paid quarterly, in March, June, September and December, into the bank or PayPal account you gave us. You are responsible for your own tax on royalties. Returned copies are deducted from the next payout.',
        ],
      },
      {
        heading: '8. Liability',
        paragraphs: [
          'We take reasonable care with your files and your money. Except where the Consumer Protection Act does not allow it, we are not liable for indirect loss or lost profits, and our liability for any service is limited to the amount you paid for it. Nothing in these terms limits liability for gross negligence or fraud.',
        ],
      },
      {
        heading: '9. Changes, disputes and the law',
        paragraphs: [
          'We tell you by email at least 30 days before a change to these terms takes effect. South African law governs these terms. Please first raise a complaint with us through the support chat or by email; if we cannot resolve it, you may approach the Consumer Goods and Services Ombud or a court with jurisdiction.',
        ],
      },
    ],
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    version: '2026-11',
    summary:
      'What personal information {company} collects when you use the portal, why, who it is shared with, how long it is kept and what you can ask of us.',
    clauses: [
      {
        heading: '1. What we collect',
        paragraphs: [
          'Account details: your name, email address, phone number and password (stored only as a one-way hash). Publisher and payout details: the publisher name, registration number, addresses, contact person, and the bank or PayPal account your royalties are paid into. Books: titles, descriptions, files, covers, contracts you signed with your drawn signature and initials, and the place you signed. Payments: amounts, references and the payment method, never card numbers. Support: the messages and images you send in the chat.',
          'We also keep technical records of sign-ins and requests (time, address and browser) to keep accounts secure.',
        ],
      },
      {
        heading: '2. Why we use it',
        paragraphs: [
          'To run your account, print and sell your books, pay your royalties, send invoices, contracts and notices, answer your questions, and meet our legal duties, such as tax and financial records. We do not sell your personal information and we do not use it for advertising by others.',
        ],
      },
      {
        heading: '3. Who we share it with',
        paragraphs: [
          'PayFast, to process payments; our printers, to print your books; the marketplaces that sell your books (the book details only, never your bank details); our email and hosting providers, under agreements that protect your information; and authorities where the law requires it.',
        ],
      },
      {
        heading: '4. How long we keep it',
        paragraphs: [
          'As long as your account is open, and afterwards only as long as the law requires: financial records and signed contracts for five years, as the Tax Administration Act requires. Abandoned, unfinished uploads are deleted after 14 days.',
        ],
      },
      {
        heading: '5. Your choices',
        paragraphs: [
          'You can see and correct your details in Profile, ask for a copy of the information we hold, ask us to delete what we do not need to keep, and object to processing. See the Data Protection notice for how to do this and how to complain.',
        ],
      },
      {
        heading: '6. Cookies and storage in your browser',
        paragraphs: [
          'The portal keeps your sign-in and your unfinished book drafts in your browser so that you can work offline and pick up where you left off. It uses no advertising or tracking cookies. Logging out clears this storage.',
        ],
      },
    ],
  },
  'data-protection': {
    title: 'Data Protection (POPIA)',
    version: '2026-11',
    summary:
      'How {company}, as responsible party, meets the Protection of Personal Information Act 4 of 2013 (POPIA), and how you exercise your rights under it.',
    clauses: [
      {
        heading: '1. Responsible party and Information Officer',
        paragraphs: [
          '{company} is the responsible party for the personal information processed through this portal. Our Information Officer is registered with the Information Regulator and can be reached through the support chat or our support email address, with "POPIA request" in the subject.',
        ],
      },
      {
        heading: '2. Lawful processing',
        paragraphs: [
          'We process personal information only for the purposes in our Privacy Policy, on the grounds POPIA allows: to perform our agreement with you, to meet legal obligations, or with your consent where consent is needed. We collect only what those purposes need, and mostly from you directly.',
        ],
      },
      {
        heading: '3. Security safeguards',
        paragraphs: [
          'Passwords are stored as argon2id hashes. Bank details are encrypted at rest. Signed contracts are sealed so that any change is visible. Connections are encrypted, staff see only what their work needs, and every staff action on an account is recorded with who and when. If we believe your information has been accessed without authority, we tell you and the Information Regulator as section 22 of POPIA requires.',
        ],
      },
      {
        heading: '4. Information sent outside South Africa',
        paragraphs: [
          'When your book is sold internationally, its details go to marketplaces abroad. Some providers, such as email delivery, may store information outside South Africa. We use only providers bound by law or by agreement to protect it at least as well as POPIA does (section 72).',
        ],
      },
      {
        heading: '5. Your rights',
        paragraphs: [
          'You may ask whether we hold personal information about you and for a copy of it; ask us to correct or delete it; object to its processing; and withdraw a consent you gave. We answer within 30 days. We may need to confirm who you are first. Changes to payout bank details are checked by our staff and confirmed by you before they take effect.',
        ],
      },
      {
        heading: '6. Complaints',
        paragraphs: [
          'Please tell our Information Officer first. You may also complain to the Information Regulator (South Africa), JD House, 27 Stiemens Street, Braamfontein, Johannesburg, 2001; email POPIAComplaints@inforegulator.org.za.',
        ],
      },
    ],
  },
  'terms-of-use': {
    title: 'Terms of Use',
    version: '2026-11',
    summary:
      'The rules for using the {company} portal and app, whether you publish with us or not.',
    clauses: [
      {
        heading: '1. Using the portal',
        paragraphs: [
          'You may use the portal to quote, publish and manage books and to contact us. Do not try to reach accounts, files or parts of the service that are not yours, interfere with its working, upload malicious files, or use automated means to overload it.',
        ],
      },
      {
        heading: '2. What you upload',
        paragraphs: [
          "You keep the rights in what you upload. You give us the permission we need to store, check, print and show it for the services you ask for. Do not upload material you have no right to use, or material that is unlawful, hateful or infringes anyone's rights; we may remove it and close accounts that do.",
        ],
      },
      {
        heading: '3. Our content',
        paragraphs: [
          'The portal, its design, texts and software belong to {company} or its licensors. You may not copy them except as needed to use the portal.',
        ],
      },
      {
        heading: '4. Availability',
        paragraphs: [
          'We work to keep the portal available and your data safe, and the installed app keeps working offline where it can. We may pause the service for maintenance, and we are not liable for losses caused by interruptions beyond our reasonable control.',
        ],
      },
      {
        heading: '5. Ending use',
        paragraphs: [
          'You may stop using the portal at any time and ask us to close your account; books on sale and royalties owed are settled as the publishing agreement says. We may suspend an account that breaks these terms, after telling you why unless the law or safety requires otherwise.',
        ],
      },
    ],
  },
};
