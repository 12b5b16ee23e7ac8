import { formatDateTime } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Button } from '@pod-portal/ui';

export type Passkey = components['schemas']['Passkey'];

interface PasskeyListProps {
  /** The author's passkeys; undefined while loading or when they could not be loaded. */
  passkeys: Passkey[] | undefined;
  isPending: boolean;
  onRename: (passkey: Passkey) => void;
  onRemove: (passkey: Passkey) => void;
}

/** The author's passkeys (name, added, last used), each with Rename and Remove. */
export function PasskeyList({ passkeys, isPending, onRename, onRemove }: PasskeyListProps) {
  return isPending ? (
    <p role="status">Loading your passkeys…</p>
  ) : !passkeys ? (
    <p role="alert">Your passkeys could not be loaded. Please try again later.</p>
  ) : passkeys.length === 0 ? (
    <p>You have no passkeys yet.</p>
  ) : (
    <ul className="app-passkey-list" aria-label="Your passkeys">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="app-passkey">
          <div>
            <strong>{passkey.name}</strong>
            <dl className="app-details">
              <dt>Added</dt>
              <dd>{formatDateTime(new Date(passkey.createdAt))}</dd>
              <dt>Last used</dt>
              <dd>{passkey.lastUsedAt ? formatDateTime(new Date(passkey.lastUsedAt)) : 'Never'}</dd>
            </dl>
          </div>
          <div className="app-actions">
            <Button
              variant="secondary"
              aria-label={`Rename ${passkey.name}`}
              onPress={() => onRename(passkey)}
            >
              Rename
            </Button>
            <Button
              variant="danger"
              aria-label={`Remove ${passkey.name}`}
              onPress={() => onRemove(passkey)}
            >
              Remove
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
