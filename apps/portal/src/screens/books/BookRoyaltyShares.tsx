import { PAYEE_ROLE_NAMES } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Alert, Button, Table } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { bookPayeesQuery } from '../../api/payees-queries.ts';
import { formatRand } from '../../lib/format-rand.ts';
import { useUserId } from '../../session/use-current-user.ts';
import { PAYEES_SAVED_MESSAGE, PayeesForm } from './PayeesForm.tsx';

type Payee = components['schemas']['Payee'];

const PAYEE_STATUS_NAMES: Record<Payee['status'], string> = {
  invited: 'Invited',
  accepted: 'Accepted',
  declined: 'Declined',
};

/**
 * Who shares the book's royalty: each payee's role, share and answer, the author's own share,
 * and the royalties held until every payee has accepted; the author changes the payees here.
 */
export function BookRoyaltyShares({ bookId }: { bookId: number }) {
  const { pod } = useRouteContext({ from: '__root__' });
  const payees = useQuery(bookPayeesQuery(pod, useUserId(), bookId));
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  if (payees.isPending) return <p role="status">Loading the royalty shares…</p>;
  if (payees.isError)
    return (
      <Alert
        variant="danger"
        action={
          <Button variant="secondary" onPress={() => payees.refetch()}>
            Try again
          </Button>
        }
      >
        The royalty shares could not be loaded.
      </Alert>
    );
  const { payees: list, author_share: authorShare, held } = payees.data;
  const waiting = list.filter((payee) => payee.status !== 'accepted');

  return (
    <div className="app-form">
      {saved && <Alert variant="success">{PAYEES_SAVED_MESSAGE}</Alert>}
      <p>Your share: {authorShare}%</p>
      {list.length === 0 ? (
        <p>You keep the whole royalty. Add co-authors or contributors to share it.</p>
      ) : (
        <Table<Payee>
          label="Payees"
          columns={[
            { id: 'name', name: 'Payee', cell: (row) => row.name, isRowHeader: true },
            { id: 'role', name: 'Role', cell: (row) => PAYEE_ROLE_NAMES[row.role] },
            { id: 'share', name: 'Share', cell: (row) => `${row.share}%` },
            { id: 'status', name: 'Status', cell: (row) => PAYEE_STATUS_NAMES[row.status] },
          ]}
          rows={list}
        />
      )}
      {waiting.length > 0 && (
        <p>
          Held until every payee has accepted: {formatRand(held)}. Waiting for{' '}
          {waiting.map((payee) => payee.name).join(', ')}.
        </p>
      )}
      {editing ? (
        <PayeesForm
          bookId={bookId}
          payees={list}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Button
          variant="secondary"
          onPress={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          Change the payees
        </Button>
      )}
    </div>
  );
}
