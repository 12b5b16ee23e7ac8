import { z } from 'zod';
import { isWellFormedBisacCode } from '../reference/index.ts';

/** An optional BISAC code that, when given, has the 9-character shape (e.g. FIC000000). */
export const bisacCodeField = z
  .string()
  .trim()
  .refine((code) => code === '' || isWellFormedBisacCode(code), 'Please enter a valid BISAC code')
  .optional();
