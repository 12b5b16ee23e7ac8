/** Whether a code has the BISAC shape: three capital letters then six digits (FIC000000). */
export function isWellFormedBisacCode(code: string): boolean {
  return /^[A-Z]{3}\d{6}$/.test(code);
}
