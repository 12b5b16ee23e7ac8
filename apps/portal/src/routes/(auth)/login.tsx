import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { LoginPage } from '../../screens/auth/login/LoginPage.tsx';
import { resignContractQuery } from '../../session/resign-contract-query.ts';

export const Route = createFileRoute('/(auth)/login')({
  validateSearch: resignContractQuery,
  head: () => ({ meta: [{ title: pageTitle('Login') }] }),
  component: LoginPage,
});
