/** Formats an amount with two decimals and a space between thousands: 1234.5 -> "1 234.50". */
export function formatAmount(amount: number): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${amount < 0 ? '-' : ''}${grouped}.${cents}`;
}
