import type { FastifyRequest } from 'fastify';

type FormBody = Record<string, string>;

/** A posted form's fields; undefined when the body is not a form (no body, JSON, ...). */
export function formFields(request: FastifyRequest): FormBody | undefined {
  const type = request.headers['content-type'] ?? '';
  const body: unknown = request.body;
  if (!type.startsWith('application/x-www-form-urlencoded')) return undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  return Object.values(body).every((value) => typeof value === 'string')
    ? (body as FormBody)
    : undefined;
}
