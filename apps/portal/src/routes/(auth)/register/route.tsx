import { createFileRoute, Outlet } from '@tanstack/react-router';
import { RegistrationDraftProvider } from '../../../screens/auth/register/registration-draft.tsx';

// The stages share the email and password typed on the first one, in memory only.
export const Route = createFileRoute('/(auth)/register')({
  component: () => (
    <RegistrationDraftProvider>
      <Outlet />
    </RegistrationDraftProvider>
  ),
});
