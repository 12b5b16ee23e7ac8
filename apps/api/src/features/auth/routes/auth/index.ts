import type { FastifyPluginAsync } from 'fastify';
import login from './login.ts';
import logout from './logout.ts';
import refresh from './refresh.ts';
import secondStep from './second-step.ts';

/** Log in (with its second step), refresh the token pair, log out. */
const auth: FastifyPluginAsync = async (app) => {
  await app.register(login);
  await app.register(secondStep);
  await app.register(refresh);
  await app.register(logout);
};

export default auth;
