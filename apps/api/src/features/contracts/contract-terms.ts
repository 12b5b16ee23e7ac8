/**
 * The publishing agreement's clauses, the same for every author: the terms the portal shows
 * before signing (GET /user/viewcontract) and the body of every signed contract. A change
 * here is a new contract: staff then mark the books whose authors must re-sign.
 */
export const CONTRACT_TITLE = 'Print-on-Demand Publishing Agreement';

export const CONTRACT_TERMS_VERSION = '2026-11';

export const CONTRACT_CLAUSES: ReadonlyArray<{ heading: string; paragraphs: string[] }> = [
  {
    heading: '1. The parties and the work',
    paragraphs: [
      'This agreement is made between Print on Demand (the "Publisher"), which runs the publishing portal, and the author or publisher named in the schedule (the "Author"). It covers the book named in the schedule (the "Work") in the formats and markets shown there.',
    ],
  },
  {
    heading: '2. Rights granted',
    paragraphs: [
      "The Author grants the Publisher a non-exclusive licence, for the term of this agreement, to reproduce, print on demand, distribute and sell the Work in the formats and markets shown in the schedule, and to use the title, cover, description and the Author's name to list and promote it. Copyright in the Work stays with the Author or the copyright holder the Author names.",
      'Because the licence is non-exclusive, the Author remains free to publish the Work elsewhere at the same time.',
    ],
  },
  {
    heading: "3. The Author's warranties",
    paragraphs: [
      "The Author warrants that they own the rights they grant, or that the Work is in the public domain as declared in the portal; that any third-party material in the Work is used with permission; and that the Work is not defamatory, does not infringe anyone's rights and breaks no law of the Republic of South Africa.",
      'The Author indemnifies the Publisher against claims that arise from a breach of these warranties.',
    ],
  },
  {
    heading: '4. Production and approval',
    paragraphs: [
      'The Author supplies the files of the Work in the formats the portal asks for. The Publisher prints a proof and makes the Work available for sale only once the Author has approved it. The Publisher may refuse or withdraw a Work that does not meet its printing requirements or the law, and tells the Author why.',
    ],
  },
  {
    heading: '5. Prices and royalties',
    paragraphs: [
      "The Author sets the retail price in each market. For each copy sold the Author earns the royalty shown in the schedule: the retail price less the marketplace's share, the cost of printing and, for local sales, value-added tax at the rate in force. If printing costs or marketplace terms change, the Publisher gives the Author 30 days' notice of the new royalty before it applies, and the Author may change the price.",
      'Returned or refunded copies earn no royalty; a royalty already paid for them is deducted from the next payout.',
    ],
  },
  {
    heading: '6. Payouts and statements',
    paragraphs: [
      "Royalties are paid quarterly, in March, June, September and December, into the bank or PayPal account in the schedule, for sales received in the previous quarter. The portal shows every sale, return and payout. The Author must tell the Publisher of a change of bank details through the portal's change request; the Publisher is not liable for payments made into an account the Author gave.",
    ],
  },
  {
    heading: '7. Fees for services',
    paragraphs: [
      'Services the Author orders (such as cover design, formatting, ISBN registration or epub conversion) are charged at the prices in the portal at the time of ordering, including VAT, and are set out in an appendix to this agreement. Fees paid for services already performed are not refundable.',
    ],
  },
  {
    heading: '8. Term and termination',
    paragraphs: [
      "This agreement starts when the Author signs it and continues until either party ends it by giving 30 days' written notice through the portal or by email. On termination the Publisher stops selling the Work, and royalties for sales before the end date are paid at the next payout.",
    ],
  },
  {
    heading: '9. Personal information',
    paragraphs: [
      "The Publisher processes the Author's personal information, including bank details, only to perform this agreement and as the Protection of Personal Information Act 4 of 2013 allows, keeps it secure, and never sells it. The Author may ask to see or correct it at any time.",
    ],
  },
  {
    heading: '10. Electronic signature and general terms',
    paragraphs: [
      "The parties agree that this agreement is signed electronically, as the Electronic Communications and Transactions Act 25 of 2002 allows, and that the signing record on its last page, sealed with the Publisher's digital certificate, is evidence of the signature. This agreement is governed by the law of the Republic of South Africa. It is the whole agreement between the parties about the Work; a change binds only when both parties agree to it in writing, which includes signing a new version in the portal.",
    ],
  },
];
