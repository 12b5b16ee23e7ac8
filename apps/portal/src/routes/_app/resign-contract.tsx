import { createFileRoute } from '@tanstack/react-router';
import { ResignContractPage } from '../../screens/resign/ResignContractPage.tsx';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/_app/resign-contract')({
  head: () => ({ meta: [{ title: pageTitle('Re-sign contracts') }] }),
  component: ResignContractPage,
});
