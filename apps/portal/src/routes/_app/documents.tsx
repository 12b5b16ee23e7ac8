import { createFileRoute } from '@tanstack/react-router';
import { documentsQuery } from '../../api/documents-query.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { DocumentsPage } from '../../screens/documents/DocumentsPage.tsx';
import { routeError, routePending } from '../../shell/route-states.tsx';

export const Route = createFileRoute('/_app/documents')({
  head: () => ({ meta: [{ title: pageTitle('Documents') }] }),
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      documentsQuery(context.pod, context.currentUser.get()?.id ?? 0),
    ),
  pendingComponent: routePending('Documents', 'Loading your documents…'),
  errorComponent: routeError(
    'Documents',
    'Your documents could not be loaded. Please try again later.',
  ),
  component: DocumentsPage,
});
