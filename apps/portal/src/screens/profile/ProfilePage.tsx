import { Alert, Button, Card, Link } from '@pod-portal/ui';
import { useState } from 'react';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { TwoFactorSettings } from '../auth/index.ts';
import { DetailsDialog } from './DetailsDialog.tsx';
import { EmailDialog } from './EmailDialog.tsx';
import { LoginNotificationSwitch } from './LoginNotificationSwitch.tsx';
import { PasskeysSection } from './PasskeysSection.tsx';
import { PushNotificationsCard } from './PushNotificationsCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';

/**
 * The user's name and email, the two-factor settings and passkeys, the login notification,
 * where the account is signed in, the email and details modals, and the ways to an update
 * request and a new password.
 */
export function ProfilePage() {
  const user = useCurrentUser();
  const [editing, setEditing] = useState<'details' | 'email' | null>(null);
  const [saved, setSaved] = useState<'now' | 'later' | null>(null);
  if (!user) return null;
  return (
    <div className="app-dashboard">
      <h1>Profile</h1>
      {saved && (
        <Alert variant="success">
          {saved === 'now'
            ? 'Your details were saved.'
            : 'Your details will be saved when the connection is restored.'}
        </Alert>
      )}
      <Card
        title="Your details"
        footer={
          <div className="app-actions">
            <Button variant="secondary" onPress={() => setEditing('details')}>
              Change details
            </Button>
            <Button variant="secondary" onPress={() => setEditing('email')}>
              Change email
            </Button>
          </div>
        }
      >
        <dl className="app-details">
          <div className="app-details__row">
            <dt>Full name</dt>
            <dd>{`${user.name_first} ${user.name_last}`}</dd>
          </div>
          <div className="app-details__row">
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
          {user.phone_main && (
            <div className="app-details__row">
              <dt>Phone</dt>
              <dd>{user.phone_main}</dd>
            </div>
          )}
        </dl>
      </Card>
      <Card title="Security">
        <div className="app-form">
          <TwoFactorSettings userId={user.id} />
          <LoginNotificationSwitch />
          <Link href="/profile/change-password">Change password</Link>
        </div>
        <PasskeysSection />
      </Card>
      <SessionsCard />
      <PushNotificationsCard />
      <Card title="Documents">
        <p>Your signed contracts, your books' files and your invoices, to read or download.</p>
        <Link href="/documents" variant="secondary">
          Your documents
        </Link>
      </Card>
      <Card title="Publisher and bank details">
        <p>
          Ask for changes to your personal, publisher or bank details; an administrator reviews
          them.
        </p>
        <Link href="/profile/update-users" variant="secondary">
          Update Request
        </Link>
      </Card>
      {editing === 'details' && (
        <DetailsDialog
          user={user}
          onClose={() => setEditing(null)}
          onSaved={(when) => {
            setEditing(null);
            setSaved(when);
          }}
        />
      )}
      {editing === 'email' && <EmailDialog onClose={() => setEditing(null)} />}
    </div>
  );
}
