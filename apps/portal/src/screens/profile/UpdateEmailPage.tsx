import { Card } from '@pod-portal/ui';
import { EmailChangeForm } from './EmailChangeForm.tsx';

/** /profile/update-email: the new address and the current password, then Done. */
export function UpdateEmailPage() {
  return (
    <div className="app-dashboard">
      <h1>Update email</h1>
      <Card>
        <EmailChangeForm submitLabel="Done" />
      </Card>
    </div>
  );
}
