import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors/api-error.ts';

/**
 * The request's `Idempotency-Key` (8 to 64 characters), or `fallback` (the payment's
 * reference) without one: a repeated request with the same key pays once.
 */
export function idempotencyKey(request: FastifyRequest, fallback: string): string {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return fallback;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key.length < 8 || key.length > 64) {
    const message = 'The Idempotency-Key header must be 8 to 64 characters';
    throw badRequest(message, [{ field: 'Idempotency-Key', message }]);
  }
  return key;
}
