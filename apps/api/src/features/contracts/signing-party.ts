import type { FastifyRequest } from 'fastify';
import { badRequest, type FieldError } from '../../http/api-error.ts';
import { currentUser } from '../auth/index.ts';
import { readDrawnImage } from './drawn-image.ts';
import type { SigningParty } from './sign-books.ts';

export interface DrawnSigning {
  filedata: string;
  initial_base64: string;
  signedPlace: string;
}

/**
 * The signer of a request: the drawn signature and initials (checked by content), the signed
 * place, and the client's address and browser for the signing record. Every problem is
 * listed at once, by the payload's field names.
 */
export function signingParty(request: FastifyRequest, body: DrawnSigning): SigningParty {
  const errors: FieldError[] = [];
  const signature = readDrawnImage(body.filedata, 'signature');
  if (!signature.ok) errors.push({ field: 'filedata', message: signature.message });
  const initials = readDrawnImage(body.initial_base64, 'initials');
  if (!initials.ok) errors.push({ field: 'initial_base64', message: initials.message });
  const signedPlace = body.signedPlace.replace(/\s+/g, ' ').trim();
  if (signedPlace === '')
    errors.push({ field: 'signedPlace', message: 'Please enter the signed place' });
  if (!signature.ok || !initials.ok || errors.length > 0)
    throw badRequest(errors[0]?.message ?? 'Invalid request', errors);
  return {
    userId: currentUser(request).id,
    signature: signature.png,
    initials: initials.png,
    signedPlace,
    ipAddress: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
  };
}
