import { Outlet } from '@tanstack/react-router';
import { RegistrationDraftProvider } from './registration-draft.tsx';

/** The stages share the email and password typed on the first one, in memory only. */
export function RegistrationLayout() {
  return (
    <RegistrationDraftProvider>
      <Outlet />
    </RegistrationDraftProvider>
  );
}
