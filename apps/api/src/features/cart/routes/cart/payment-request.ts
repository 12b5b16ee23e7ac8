import type { FastifyRequest } from 'fastify';
import { invalidField } from '../../../../http/api-error.ts';
import { readIdempotencyKey } from '../../../../http/idempotency.ts';

/**
 * The request's `Idempotency-Key` (8 to 64 characters), or `fallback` (the payment's
 * reference) without one: a repeated request with the same key pays once.
 */
export function idempotencyKey(request: FastifyRequest, fallback: string): string {
  return readIdempotencyKey(request) ?? fallback;
}

/** A paying request's `user_id`, when sent, must be the caller's. */
export function checkPayer(sentUserId: number | undefined, callerId: number): void {
  if (sentUserId !== undefined && sentUserId !== callerId) {
    throw invalidField('user_id', 'This payment is not for your account');
  }
}
