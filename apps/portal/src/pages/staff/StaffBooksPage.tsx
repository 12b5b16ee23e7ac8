import { type BookStatus, formatDateTime } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Alert, Select, Table } from '@pod-portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { STAFF_KEY, staffBooksQuery } from './staff-queries.ts';

type StaffBook = components['schemas']['StaffBooks']['books'][number];

const ALL = 'all';

/** Book records by status; each one's status can be moved on (recorded as a staff action). */
export function StaffBooksPage({ status }: { status: BookStatus | undefined }) {
  const { pod } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery(staffBooksQuery(pod, status));
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string }>();
  const statuses = list.data?.statuses ?? [];

  async function move(book: StaffBook, next: BookStatus) {
    if (next === book.status) return;
    try {
      const result = await pod.staff.setBookStatus({
        params: { path: { bookId: book.id } },
        body: { status: next },
      });
      if (result.outcome.kind !== 'ok') {
        setNotice({ variant: 'danger', text: `${book.title} could not be moved to ${next}.` });
        return;
      }
      setNotice({ variant: 'success', text: `${book.title} (${book.region}) is now ${next}.` });
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    } catch {
      setNotice({
        variant: 'danger',
        text: 'The change could not be saved: check your connection.',
      });
    }
  }

  return (
    <div className="staff-page">
      <h1>Books</h1>
      <Select
        label="Show books"
        options={[{ id: ALL, label: 'Every status' }, ...statuses.map((id) => ({ id, label: id }))]}
        selectedKey={status ?? ALL}
        onSelectionChange={(key) =>
          void navigate({
            to: '/staff/books',
            search: key === ALL || key === null ? {} : { status: String(key) as BookStatus },
          })
        }
      />
      {notice && <Alert variant={notice.variant}>{notice.text}</Alert>}
      {list.isPending ? (
        <p role="status">Loading books…</p>
      ) : !list.data ? (
        <p role="alert">The books could not be loaded. Please try again later.</p>
      ) : list.data.books.length === 0 ? (
        <p className="staff-muted">
          {status ? 'No book has this status.' : 'No author has quoted a book yet.'}
        </p>
      ) : (
        <Table<StaffBook>
          label="Books"
          columns={[
            {
              id: 'title',
              name: 'Book',
              isRowHeader: true,
              cell: (book) => `${book.title} (#${book.id}, ${book.region}, ${book.format})`,
            },
            {
              id: 'author',
              name: 'Author',
              cell: (book) => `${book.author.name} (${book.author.email})`,
            },
            { id: 'paid', name: 'Paid', cell: (book) => (book.is_paid ? 'Yes' : 'No') },
            {
              id: 'changed',
              name: 'Changed',
              cell: (book) => formatDateTime(new Date(book.updated_at)),
            },
            {
              id: 'status',
              name: 'Status',
              cell: (book) => (
                <Select
                  aria-label={`Status of ${book.title} (${book.region})`}
                  options={statuses.map((id) => ({ id, label: id }))}
                  selectedKey={book.status}
                  onSelectionChange={(key) =>
                    key !== null && void move(book, String(key) as BookStatus)
                  }
                />
              ),
            },
          ]}
          rows={list.data.books}
        />
      )}
    </div>
  );
}
