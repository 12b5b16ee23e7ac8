import { formatDateTime } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Alert, Button, Card, TextArea } from '@pod-portal/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { ChangeRequestBoxes } from '../profile/index.ts';
import { STAFF_KEY, staffChangeRequestsQuery } from './staff-queries.ts';

type Request = components['schemas']['ChangeRequests']['requests'][number];

/** Change requests waiting for review, oldest first: approve, or decline saying why. */
export function ChangeRequestsPage() {
  const { pod } = useRouteContext({ from: '__root__' });
  const requests = useQuery(staffChangeRequestsQuery(pod));
  const [done, setDone] = useState<string>();
  return (
    <div className="staff-page">
      <h1>Change requests</h1>
      {done && <Alert variant="success">{done}</Alert>}
      {requests.isPending ? (
        <p role="status">Loading change requests…</p>
      ) : !requests.data ? (
        <p role="alert">The change requests could not be loaded. Please try again later.</p>
      ) : requests.data.length === 0 ? (
        <p className="staff-muted">No change request is waiting.</p>
      ) : (
        requests.data.map((request) => (
          <ChangeRequestCard key={request.user_id} request={request} onDecided={setDone} />
        ))
      )}
    </div>
  );
}

function ChangeRequestCard({
  request,
  onDecided,
}: {
  request: Request;
  onDecided: (message: string) => void;
}) {
  const { pod } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const params = { path: { userId: request.user_id } };

  async function decide(action: 'approve' | 'decline') {
    setBusy(true);
    setProblem(undefined);
    try {
      const result =
        action === 'approve'
          ? await pod.staff.approveChangeRequest({ params })
          : await pod.staff.declineChangeRequest({ params, body: { reason } });
      if (result.outcome.kind !== 'ok') {
        setProblem(
          result.outcome.kind === 'notFound'
            ? 'This request is no longer waiting: someone else may have reviewed it.'
            : (result.outcome.description ?? 'The decision could not be saved. Please try again.'),
        );
        return;
      }
      onDecided(
        action === 'approve'
          ? `${request.name} is asked to confirm the changes.`
          : `${request.name}'s request is declined; they are told why.`,
      );
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    } catch {
      setProblem('The decision could not be saved: check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title={`${request.name} (${request.email})`}>
      <p className="staff-muted">Requested {formatDateTime(new Date(request.requested_at))}</p>
      {problem && <Alert variant="danger">{problem}</Alert>}
      <ChangeRequestBoxes
        headingLevel={3}
        current={{ user: request.current.user, bankInfo: request.current.bank_info }}
        requested={{ user: request.requested.user, bankInfo: request.requested.bank_info }}
      />
      <TextArea label="Reason, if you decline" rows={2} value={reason} onChange={setReason} />
      <div className="app-actions">
        <Button variant="secondary" isPending={busy} onPress={() => void decide('decline')}>
          Decline
        </Button>
        <Button isPending={busy} onPress={() => void decide('approve')}>
          Approve
        </Button>
      </div>
    </Card>
  );
}
