/** An order's sale status is green once 'shipped to customer', red otherwise. */
export function orderStatusColour(saleStatus: string): 'green' | 'red' {
  return saleStatus.trim().toLowerCase() === 'shipped to customer' ? 'green' : 'red';
}
