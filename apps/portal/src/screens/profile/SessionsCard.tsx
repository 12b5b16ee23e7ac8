import { formatDateTime } from '@pod-portal/domain';
import type { components } from '@pod-portal/sdk';
import { Alert, Button, Card, ProgressBar } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { sessionsQuery } from '../../api/sessions-query.ts';
import { useUserId } from '../../session/use-current-user.ts';

type SessionInfo = components['schemas']['SessionInfo'];

/** `Chrome on Windows`, in words when the browser did not say. */
function browserLabel(session: SessionInfo): string {
  return `${session.browser ?? 'An unknown browser'} on ${session.os ?? 'an unknown system'}`;
}

/**
 * "Where you're signed in": the account's live sessions (this one marked "This device"), each
 * other one with Sign out, and Sign out everywhere else.
 */
export function SessionsCard() {
  const { pod, queryClient } = useRouteContext({ from: '__root__' });
  const userId = useUserId();
  const query = sessionsQuery(pod, userId);
  const sessions = useQuery(query);
  const [ending, setEnding] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function end(which: string, call: () => Promise<{ data?: unknown }>) {
    setEnding(which);
    setProblem(null);
    try {
      const { data } = await call();
      if (!data) setProblem('That session could not be signed out. Please try again.');
    } catch {
      setProblem('That session could not be signed out. Please try again.');
    } finally {
      await queryClient.invalidateQueries({ queryKey: query.queryKey });
      setEnding(null);
    }
  }

  const others = sessions.data?.filter((session) => !session.current) ?? [];
  return (
    <Card
      title="Where you're signed in"
      footer={
        others.length > 0 && (
          <Button
            variant="secondary"
            isPending={ending === 'others'}
            onPress={() => void end('others', () => pod.sessions.signOutOthers())}
          >
            Sign out everywhere else
          </Button>
        )
      }
    >
      <p>
        Every browser and device logged in to your account. If you do not recognise one, sign it out
        and change your password.
      </p>
      {problem && <Alert variant="danger">{problem}</Alert>}
      {sessions.isPending && <ProgressBar label="Loading your sessions" isIndeterminate />}
      {sessions.isError && <Alert variant="danger">{sessions.error.message}</Alert>}
      {sessions.data && (
        <ul className="app-session-list">
          {sessions.data.map((session) => (
            <li key={session.id} className="app-session">
              <div className="app-session__what">
                <strong>{browserLabel(session)}</strong>
                {session.current && <span className="app-session__this">This device</span>}
              </div>
              <div className="app-session__meta">
                {session.address ?? 'Unknown address'}, {session.place}
              </div>
              <div className="app-session__meta">
                Last seen {formatDateTime(new Date(session.last_seen_at))}
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  aria-label={`Sign out ${browserLabel(session)}, last seen ${formatDateTime(new Date(session.last_seen_at))}`}
                  isPending={ending === session.id}
                  onPress={() =>
                    void end(session.id, () =>
                      pod.sessions.end({ params: { path: { sessionId: session.id } } }),
                    )
                  }
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="app-session__credit">
        Places are approximate, from the address:{' '}
        <a href="https://db-ip.com" target="_blank" rel="noopener">
          IP Geolocation by DB-IP
        </a>
        .
      </p>
    </Card>
  );
}
