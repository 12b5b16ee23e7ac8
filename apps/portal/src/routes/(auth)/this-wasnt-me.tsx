import { createFileRoute } from '@tanstack/react-router';
import { pageTitle } from '../../lib/page-title.ts';
import { ThisWasntMePage } from '../../screens/auth/password/ThisWasntMePage.tsx';

export const Route = createFileRoute('/(auth)/this-wasnt-me')({
  validateSearch: (search: Record<string, unknown>) => ({
    id: search.id === undefined ? '' : String(search.id),
    token: search.token === undefined ? '' : String(search.token),
  }),
  head: () => ({ meta: [{ title: pageTitle("This wasn't me") }] }),
  component: ThisWasntMePage,
});
