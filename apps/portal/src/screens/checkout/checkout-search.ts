/** The query of the checkout's return pages: PayFast's return carries token, id and tref. */
export interface CheckoutReturnSearch {
  token?: string;
  id?: string;
  tref?: string;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 200) : undefined;

export function validateCheckoutReturn(search: Record<string, unknown>): CheckoutReturnSearch {
  return {
    ...(text(search.token) && { token: text(search.token) }),
    ...(text(search.id) && { id: text(search.id) }),
    ...(text(search.tref) && { tref: text(search.tref) }),
  };
}
