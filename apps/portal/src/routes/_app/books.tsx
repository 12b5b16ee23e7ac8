import { createFileRoute } from '@tanstack/react-router';
import { userBooksQuery } from '../../api/user-books-query.ts';
import { pageTitle } from '../../lib/page-title.ts';
import { BooksPage } from '../../screens/books/BooksPage.tsx';
import { routeError, routePending } from '../../shell/route-states.tsx';

export const Route = createFileRoute('/_app/books')({
  head: () => ({ meta: [{ title: pageTitle('Your books') }] }),
  // The page's data is fetched before it shows (and on hovering a link to it).
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      userBooksQuery(context.pod, context.currentUser.get()?.id ?? 0),
    ),
  pendingComponent: routePending('Your books', 'Loading your books…'),
  errorComponent: routeError(
    'Your books',
    'Your books could not be loaded. Please try again later.',
  ),
  component: BooksPage,
});
