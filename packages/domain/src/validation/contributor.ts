import { z } from 'zod';

/** A book contributor: a name and a role (a preset role or the user's own). */
export const contributorSchema = z
  .object({ name: z.string().trim(), role: z.string().trim() })
  .refine(
    (contributor) => contributor.name !== '' && contributor.role !== '',
    'Please fill both the Contributor Name and Contributor Role fields',
  );

export type Contributor = z.infer<typeof contributorSchema>;
