/**
 * The envelope of every successful answer (`statusCode` 0): spread it before the answer's own
 * fields, `{ ...SUCCESS, coupons }`, or answer it alone.
 */
export const SUCCESS = { statusCode: 0, description: 'Successful' } as const;
