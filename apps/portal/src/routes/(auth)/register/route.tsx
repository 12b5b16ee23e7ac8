import { createFileRoute } from '@tanstack/react-router';
import { RegistrationLayout } from '../../../screens/auth/register/RegistrationLayout.tsx';

export const Route = createFileRoute('/(auth)/register')({
  component: RegistrationLayout,
});
