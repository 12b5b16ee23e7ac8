/** The specification waits this long before bringing the first invalid field into view. */
const SCROLL_TO_ERROR_DELAY_MS = 200;

/**
 * After a rejected submit: once the error texts have rendered, scrolls the form's first invalid
 * field into view and focuses it so screen readers announce its message. If the author has
 * moved focus in the meantime (already fixing a field), focus stays where they put it.
 */
export function scrollToFirstError(form: HTMLElement | null): void {
  const focusedAtSubmit = document.activeElement;
  setTimeout(() => {
    if (document.activeElement !== focusedAtSubmit) return;
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    field.scrollIntoView({ behavior: 'smooth', block: 'center' });
    field.focus({ preventScroll: true });
  }, SCROLL_TO_ERROR_DELAY_MS);
}
