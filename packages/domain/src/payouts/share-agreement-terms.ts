/**
 * The terms of a payee's royalty share agreement, as paragraphs: the signed PDF prints them
 * and the portal shows them before the payee signs. `share` is the share as written (`25%`).
 */
export function shareAgreementTerms(author: string, share: string): string[] {
  return [
    `${author} shares the royalties of this book with the payee. Of every royalty the book earns under the author's publishing contract, ${share} is credited to the payee's balance in the portal, split to the cent by the largest remainder, and a returned sale takes back the same part. The payee is paid out from that balance to the bank account on their own profile, on the same terms as authors.`,
    'Royalties earned before every payee of the book has accepted are held and then credited in the same shares. If the author changes the payees or their shares, every payee is asked to sign again and this agreement no longer applies to royalties earned after the change.',
  ];
}

/**
 * What the book's author is told when a payee declines their share (email, chat and push say
 * the same): the royalties stay held until the author changes the payees.
 */
export function shareDeclinedText(notice: { payee: string; title: string }): string {
  return `${notice.payee} declined their share of the royalties of ${notice.title}. Change the book's payees to release its held royalties.`;
}
