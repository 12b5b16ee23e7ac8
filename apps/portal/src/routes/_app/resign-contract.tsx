import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { ResignContractPage } from '../../screens/resign/ResignContractPage.tsx';

export const Route = createFileRoute('/_app/resign-contract')({
  head: () => ({ meta: [{ title: pageTitle('Re-sign contracts') }] }),
  component: ResignContractPage,
});
