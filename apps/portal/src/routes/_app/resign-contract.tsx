import { createFileRoute } from '@tanstack/react-router';
import { ResignContractPage } from '../../pages/resign/ResignContractPage.tsx';
import { resignContractQuery } from '../../session/resign-contract-query.ts';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/_app/resign-contract')({
  validateSearch: resignContractQuery,
  head: () => ({ meta: [{ title: pageTitle('Re-sign contract') }] }),
  component: ResignContractRoute,
});

function ResignContractRoute() {
  return <ResignContractPage query={Route.useSearch()} />;
}
