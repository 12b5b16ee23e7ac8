import { z } from 'zod';
import { signingFields } from './signing-fields.ts';

/** The wizard's Accept Terms and Sign stage. */
export const signingSchema = z.object(signingFields);

export type Signing = z.infer<typeof signingSchema>;
