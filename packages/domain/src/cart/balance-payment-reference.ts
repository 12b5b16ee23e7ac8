/** The reference of a cart paid from the balance: "BAL-" plus the time in milliseconds. */
export function balancePaymentReference(at: Date): string {
  return `BAL-${at.getTime()}`;
}
