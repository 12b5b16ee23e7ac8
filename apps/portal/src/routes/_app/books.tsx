import { createFileRoute } from '@tanstack/react-router';
import { BooksPage } from '../../pages/books/BooksPage.tsx';
import { pageTitle } from '../../shell/page-title.ts';

export const Route = createFileRoute('/_app/books')({
  head: () => ({ meta: [{ title: pageTitle('Your books') }] }),
  component: BooksPage,
});
