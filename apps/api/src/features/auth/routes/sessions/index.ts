import type { FastifyPluginAsync } from 'fastify';
import loginNotification from './login-notification.ts';
import sessionList from './session-list.ts';
import thisWasntMe from './this-wasnt-me.ts';

/** Where the account is signed in, the login notification and its "This wasn't me" link. */
const sessionsRoutes: FastifyPluginAsync = async (app) => {
  for (const route of [sessionList, loginNotification, thisWasntMe]) await app.register(route);
};

export default sessionsRoutes;
