/** Payouts happen in March, June, September and December (months 3, 6, 9, 12). */
export const PAYOUT_MONTHS = [3, 6, 9, 12] as const;

/**
 * The first day of the next payout month strictly after the month of `from` (UTC), e.g.
 * 2026-03-10 -> 2026-06-01, 2026-11-21 -> 2026-12-01, 2026-12-05 -> 2027-03-01.
 */
export function nextPayoutDate(from: Date): Date {
  const month = from.getUTCMonth() + 1;
  const next = PAYOUT_MONTHS.find((payout) => payout > month);
  return next === undefined
    ? new Date(Date.UTC(from.getUTCFullYear() + 1, PAYOUT_MONTHS[0] - 1, 1))
    : new Date(Date.UTC(from.getUTCFullYear(), next - 1, 1));
}

/**
 * The calendar months (`YYYY-MM`) whose sales a payout on `payoutDate` pays: the three months
 * before the payout month (a December payout pays September to November).
 */
export function payoutPeriodMonths(payoutDate: Date): string[] {
  return [3, 2, 1].map((back) => {
    const month = new Date(
      Date.UTC(payoutDate.getUTCFullYear(), payoutDate.getUTCMonth() - back, 1),
    );
    return `${month.getUTCFullYear()}-${String(month.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
