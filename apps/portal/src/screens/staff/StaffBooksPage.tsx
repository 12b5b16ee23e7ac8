import { type BookStatus, bookMovedText, formatDateTime } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Alert, Select, Table } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate, useRouteContext } from '@tanstack/react-router';
import { StaffAuthorLink } from './staff-author-link.tsx';
import { staffBooksQuery } from './staff-queries.ts';
import { useStaffChange } from './use-staff-change.ts';

type StaffBook = components['schemas']['StaffBooks']['books'][number];

const ALL = 'all';
const route = getRouteApi('/staff/books');

/** Book records by status; each one's status can be moved on (recorded as a staff action). */
export function StaffBooksPage() {
  const { status } = route.useSearch();
  const { pod } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const { notice, change } = useStaffChange();
  const list = useQuery(staffBooksQuery(pod, status));
  const statuses = list.data?.statuses ?? [];

  function move(book: StaffBook, next: BookStatus) {
    if (next === book.status) return;
    void change(
      () =>
        pod.staff.setBookStatus({ params: { path: { bookId: book.id } }, body: { status: next } }),
      {
        done: () => bookMovedText({ ...book, status: next }),
        refused: `${book.title} could not be moved to ${next}.`,
      },
    );
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
              cell: (book) => <StaffAuthorLink author={book.author} />,
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
                  onSelectionChange={(key) => key !== null && move(book, String(key) as BookStatus)}
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
