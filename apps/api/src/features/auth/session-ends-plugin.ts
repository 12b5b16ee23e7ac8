import fp from 'fastify-plugin';
import { sessionCache } from './session-cache.ts';
import { endsSession, parseEndedSessions, SESSION_ENDS_CHANNEL } from './session-ends.ts';
import type { CurrentUser } from './sessions.ts';

interface SessionEnds {
  /**
   * Calls `onEnd` once `session` ends, revoked on any instance or by the ops CLI (a logout, a
   * suspension, a change of role...); returns the function that stops watching.
   */
  watch(session: CurrentUser, onEnd: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionEnds: SessionEnds;
  }
}

interface Watcher {
  session: CurrentUser;
  onEnd: () => void;
}

/**
 * Hears every session end `announceSessionsEnd` sends (sessions.ts sends one for each
 * revocation): the session cache forgets the sessions, so this instance refuses their tokens
 * at once too, and whatever watches one of them (an open event stream) is told.
 */
export const sessionEndsPlugin = fp(
  async (app) => {
    const watchers = new Set<Watcher>();
    const stop = await app.database.listen(SESSION_ENDS_CHANNEL, (payload) => {
      const ended = parseEndedSessions(payload);
      if (!ended) return;
      if ('sessionId' in ended) sessionCache.forgetSession(ended.sessionId);
      else sessionCache.forgetUser(ended.userId);
      for (const watcher of [...watchers]) {
        if (!endsSession(ended, watcher.session)) continue;
        watchers.delete(watcher);
        watcher.onEnd();
      }
    });
    app.addHook('onClose', async () => {
      await stop();
    });
    app.decorate('sessionEnds', {
      watch(session, onEnd) {
        const watcher = { session, onEnd };
        watchers.add(watcher);
        return () => {
          watchers.delete(watcher);
        };
      },
    });
  },
  { name: 'session-ends', fastify: '5.x', dependencies: ['database'] },
);
