import { passwordChecklist } from '@pod-portal/domain';

const ITEMS = [
  ['minLength', 'At least 8 characters'],
  ['lowercase', 'A lowercase letter'],
  ['uppercase', 'An uppercase letter'],
  ['number', 'A number'],
  ['special', 'One of ! @ # $ % ? = * &'],
] as const;

/** The live checklist under a new password. */
export function PasswordChecklist({ password }: { password: string }) {
  const met = passwordChecklist(password);
  return (
    <ul className="app-checklist" aria-label="Password requirements">
      {ITEMS.map(([key, text]) => (
        <li key={key} data-met={met[key] || undefined}>
          <span aria-hidden="true">{met[key] ? '✓' : '•'}</span> {text}
          <span className="app-visually-hidden">{met[key] ? ' (met)' : ' (not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
