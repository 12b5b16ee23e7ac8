import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { RenewalPage } from '../../screens/resign/RenewalPage.tsx';

export const Route = createFileRoute('/_app/renewal')({
  head: () => ({ meta: [{ title: pageTitle('Renewal') }] }),
  component: RenewalPage,
});
