/**
 * The message to show for a field: TanStack Form keeps schema issues (`{ message }`) or plain
 * strings in `meta.errors`; the first one is shown.
 */
export function firstErrorMessage(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (typeof error === 'object' && error !== null && 'message' in error) {
      const { message } = error;
      if (typeof message === 'string' && message) return message;
    }
  }
  return undefined;
}

/** A field's message once it was touched (or the form submitted). */
export function shownError(meta: {
  isTouched: boolean;
  errors: readonly unknown[];
}): string | undefined {
  return meta.isTouched ? firstErrorMessage(meta.errors) : undefined;
}
