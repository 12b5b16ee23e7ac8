import { createFileRoute } from '@tanstack/react-router';
import { RenewalPage } from '../../screens/resign/RenewalPage.tsx';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/_app/renewal')({
  head: () => ({ meta: [{ title: pageTitle('Renewal') }] }),
  component: RenewalPage,
});
