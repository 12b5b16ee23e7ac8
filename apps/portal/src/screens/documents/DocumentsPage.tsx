import { formatDateTime } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { EmptyState, Link, Table, Tabs } from '@pod-portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { documentsQuery } from '../../api/documents-query.ts';
import { useUserId } from '../../session/use-current-user.ts';

type UserDocument = components['schemas']['Documents']['documents'][number] & { id: string };

const TABS = [
  { id: 'all', title: 'All', categories: ['book-files', 'contracts', 'invoices'] },
  { id: 'books', title: 'Books', categories: ['book-files'] },
  { id: 'contracts', title: 'Contracts', categories: ['contracts'] },
] as const;

/** Every document the author has with us: their books' files, signed contracts and invoices. */
export function DocumentsPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  const documents = useSuspenseQuery(documentsQuery(pod, useUserId())).data.map((document) => ({
    ...document,
    id: document.url,
  }));
  return (
    <div className="app-dashboard">
      <h1>Documents</h1>
      <Tabs
        label="Documents"
        tabs={TABS.map((tab) => {
          const rows = documents.filter((document) =>
            (tab.categories as readonly string[]).includes(document.category),
          );
          return {
            id: tab.id,
            title: tab.title,
            content:
              rows.length === 0 ? (
                <EmptyState title="No documents yet" headingLevel={2}>
                  Your signed contracts, book files and invoices appear here as you publish.
                </EmptyState>
              ) : (
                <Table<UserDocument>
                  label={`${tab.title} documents`}
                  columns={[
                    { id: 'title', name: 'Document', cell: (row) => row.title, isRowHeader: true },
                    { id: 'book', name: 'Book', cell: (row) => row.book_title ?? '' },
                    {
                      id: 'date',
                      name: 'Date',
                      cell: (row) => formatDateTime(new Date(row.created_at)),
                    },
                    {
                      id: 'open',
                      name: 'Open',
                      cell: (row) => (
                        <Link
                          href={`/api${row.url}`}
                          target="_blank"
                          rel="noopener"
                          aria-label={`Open ${row.title}${row.book_title ? ` of ${row.book_title}` : ''}`}
                        >
                          Open
                        </Link>
                      ),
                    },
                  ]}
                  rows={rows}
                />
              ),
          };
        })}
      />
    </div>
  );
}
