import { formatDateTime } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Button, SearchField, Select, Table } from '@pod-portal/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { STAFF_ACTION_LABELS, type StaffActionKind } from './staff-action-kinds.ts';
import { StaffAuthorLink } from './staff-author-link.tsx';
import { type StaffActionFilters, staffActionsQuery } from './staff-queries.ts';

type StaffAction = components['schemas']['StaffAction'];
const ALL = 'all';
const route = getRouteApi('/staff/activity');

/** The details as recorded, one "name: value" a line (nested values as JSON). */
function Details({ details }: { details: StaffAction['details'] }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return <span className="staff-muted">None</span>;
  return (
    <ul className="staff-details">
      {entries.map(([name, value]) => (
        <li key={name}>
          {name}: {typeof value === 'string' ? value : JSON.stringify(value)}
        </li>
      ))}
    </ul>
  );
}

/**
 * What staff did, newest first: narrowed by staff member, author (email) and kind, the filters
 * kept in the address so a view can be shared; older actions a page at a time.
 */
export function StaffActivityPage() {
  const filters = route.useSearch();
  const { pod } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const list = useInfiniteQuery(staffActionsQuery(pod, filters));
  const [authorEmail, setAuthorEmail] = useState(filters.authorEmail ?? '');
  const first = list.data?.pages[0];
  const actions = list.data?.pages.flatMap((page) => page.actions) ?? [];
  const filter = (change: Partial<StaffActionFilters>) =>
    void navigate({ to: '/staff/activity', search: { ...filters, ...change } });
  const narrowed =
    filters.staffId !== undefined ||
    filters.authorEmail !== undefined ||
    filters.kind !== undefined;

  return (
    <div className="staff-page">
      <h1>Activity</h1>
      <search className="staff-filters" aria-label="Filter the activity">
        <Select
          label="Staff member"
          options={[
            { id: ALL, label: 'Every staff member' },
            ...(first?.staff ?? []).map((member) => ({
              id: String(member.user_id),
              label: `${member.name} (${member.email})`,
            })),
          ]}
          selectedKey={filters.staffId === undefined ? ALL : String(filters.staffId)}
          onSelectionChange={(key) =>
            filter({ staffId: key === ALL || key === null ? undefined : Number(key) })
          }
        />
        <SearchField
          label="Author email"
          description="Press Enter to show this author's only."
          value={authorEmail}
          onChange={setAuthorEmail}
          onSubmit={(value) => filter({ authorEmail: value.trim() || undefined })}
          onClear={() => filter({ authorEmail: undefined })}
        />
        <Select
          label="Kind"
          options={[
            { id: ALL, label: 'Every kind' },
            ...(first?.kinds ?? []).map((kind) => ({ id: kind, label: STAFF_ACTION_LABELS[kind] })),
          ]}
          selectedKey={filters.kind ?? ALL}
          onSelectionChange={(key) =>
            filter({
              kind: key === ALL || key === null ? undefined : (String(key) as StaffActionKind),
            })
          }
        />
      </search>
      {list.isPending ? (
        <p role="status">Loading the activity…</p>
      ) : !list.data ? (
        <p role="alert">The activity could not be loaded. Please try again later.</p>
      ) : actions.length === 0 ? (
        <p className="staff-muted">
          {narrowed ? 'No staff action matches these filters.' : 'Staff have done nothing yet.'}
        </p>
      ) : (
        <>
          <Table<StaffAction>
            label="Staff actions, newest first"
            columns={[
              {
                id: 'when',
                name: 'When',
                cell: (action) => formatDateTime(new Date(action.created_at)),
              },
              {
                id: 'kind',
                name: 'Action',
                isRowHeader: true,
                cell: (action) => STAFF_ACTION_LABELS[action.kind],
              },
              {
                id: 'staff',
                name: 'Staff member',
                cell: (action) => `${action.staff.name} (${action.staff.email})`,
              },
              {
                id: 'author',
                name: 'Author',
                cell: (action) =>
                  action.author ? <StaffAuthorLink author={action.author} /> : 'None',
              },
              {
                id: 'details',
                name: 'Details',
                cell: (action) => <Details details={action.details} />,
              },
            ]}
            rows={actions}
          />
          {list.hasNextPage && (
            <Button
              variant="secondary"
              isPending={list.isFetchingNextPage}
              onPress={() => void list.fetchNextPage()}
            >
              Show older actions
            </Button>
          )}
        </>
      )}
    </div>
  );
}
