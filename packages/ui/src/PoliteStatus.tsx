/**
 * A visually hidden live region: screen readers read each new message when they are idle.
 * It is always rendered (empty at first) because a region must exist before its text changes.
 */
export function PoliteStatus({ message }: { message: string }) {
  return (
    <div role="status" className="ui-visually-hidden">
      {message}
    </div>
  );
}
