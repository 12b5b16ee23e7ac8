import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidLink } from '../../http/api-error.ts';
import { addressKey, throttle } from '../../lib/throttle.ts';

type LinkRequest = FastifyRequest<{ Params: { id: number; token: string } }>;

/**
 * The start of every emailed account link (verify, reset, "This wasn't me"), on a route
 * registered with `attachValidation`: a link whose id or token is malformed is an invalid
 * link like any other (other input errors stay 400), and tries are throttled per account and
 * per address, so a token cannot be guessed. Answers the link's id and token.
 */
export async function openEmailedLink(
  app: Pick<FastifyInstance, 'config' | 'db'>,
  request: LinkRequest,
): Promise<{ id: number; token: string }> {
  const invalid = request.validationError;
  if (invalid) throw invalid.validationContext === 'params' ? invalidLink() : invalid;
  const { id, token } = request.params;
  await throttle(app.db, [
    [`link:account:${id}`, app.config.throttle.linkPerAccount],
    [addressKey('link', request.ip), app.config.throttle.linkPerAddress],
  ]);
  return { id, token };
}
