import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../screens/auth/login/LoginPage.tsx';
import { resignContractQuery } from '../../session/resign-contract-query.ts';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/(auth)/login')({
  validateSearch: resignContractQuery,
  head: () => ({ meta: [{ title: pageTitle('Login') }] }),
  component: LoginPage,
});
