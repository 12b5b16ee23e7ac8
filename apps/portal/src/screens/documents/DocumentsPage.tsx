import { formatDateTime, formatMoney, toCents } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { EmptyState, Link, Table, Tabs } from '@pod-portal/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { documentsQuery } from '../../api/documents-query.ts';
import { useUserId } from '../../session/use-current-user.ts';
import { type Statement, StatementDownloads } from './StatementDownloads.tsx';

type UserDocument = components['schemas']['Documents']['documents'][number] & { id: string };

const TABS = [
  { id: 'all', title: 'All', categories: ['book-files', 'contracts', 'invoices'] },
  { id: 'books', title: 'Books', categories: ['book-files'] },
  { id: 'contracts', title: 'Contracts', categories: ['contracts'] },
] as const;

/** A monthly royalty statement: its month, closing balance, and its PDF and CSV. */
function StatementsTable({ statements }: { statements: Statement[] }) {
  if (statements.length === 0)
    return (
      <EmptyState title="No statements yet" headingLevel={2}>
        Your royalty statement is made on the 1st of each month for the month before, and emailed to
        you.
      </EmptyState>
    );
  return (
    <Table<Statement>
      label="Royalty statements"
      columns={[
        { id: 'title', name: 'Statement', cell: (row) => row.title, isRowHeader: true },
        {
          id: 'closing',
          name: 'Closing balance',
          cell: (row) => formatMoney(toCents(row.closing_balance) ?? 0, 'ZAR'),
        },
        { id: 'date', name: 'Made', cell: (row) => formatDateTime(new Date(row.created_at)) },
        { id: 'download', name: 'Download', cell: (row) => <StatementDownloads statement={row} /> },
      ]}
      rows={statements}
    />
  );
}

/**
 * Every document the author has with us: their books' files, signed contracts, invoices and
 * monthly royalty statements.
 */
export function DocumentsPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  const answer = useSuspenseQuery(documentsQuery(pod, useUserId())).data;
  const documents = answer.documents.map((document) => ({ ...document, id: document.url }));
  return (
    <div className="app-dashboard">
      <h1>Documents</h1>
      <Tabs
        label="Documents"
        tabs={[
          ...TABS.map((tab) => {
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
                      {
                        id: 'title',
                        name: 'Document',
                        cell: (row) => row.title,
                        isRowHeader: true,
                      },
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
          }),
          {
            id: 'statements',
            title: 'Statements',
            content: <StatementsTable statements={answer.statements} />,
          },
        ]}
      />
    </div>
  );
}
