import { AlertDialog } from '@pod-portal/ui';
import type { SigningProblems } from './signing-values.ts';

/** The modal a signing shows when terms, place, signature or initials are missing. */
export function MissingSigningDialog({
  problems,
  onClose,
}: {
  problems: SigningProblems | null;
  onClose: () => void;
}) {
  const messages = problems ? Object.values(problems) : [];
  return (
    <AlertDialog
      title="Your signing is not complete"
      isOpen={messages.length > 0}
      onOpenChange={(open) => !open && onClose()}
      actionLabel="OK"
      onAction={onClose}
    >
      <ul>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </AlertDialog>
  );
}
