import type { FastifyRequest } from 'fastify';
import { invalidField } from '../../errors/api-error.ts';

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
    throw invalidField('Idempotency-Key', message);
  }
  return key;
}

/** A paying request's `user_id`, when sent, must be the caller's. */
export function checkPayer(sentUserId: number | undefined, callerId: number): void {
  if (sentUserId !== undefined && sentUserId !== callerId) {
    throw invalidField('user_id', 'This payment is not for your account');
  }
}
