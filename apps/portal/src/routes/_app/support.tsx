import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { SupportPage } from '../../screens/support/SupportPage.tsx';

export const Route = createFileRoute('/_app/support')({
  head: () => ({ meta: [{ title: pageTitle('Support') }] }),
  component: SupportPage,
});
