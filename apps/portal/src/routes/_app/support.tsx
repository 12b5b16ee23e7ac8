import { createFileRoute } from '@tanstack/react-router';
import { SupportPage } from '../../screens/support/SupportPage.tsx';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/_app/support')({
  head: () => ({ meta: [{ title: pageTitle('Support') }] }),
  component: SupportPage,
});
