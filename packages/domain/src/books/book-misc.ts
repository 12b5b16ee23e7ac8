import { z } from 'zod';

/** Flags the server may store as booleans, 0/1 or 'true'/'false'. */
const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .nullish()
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

const bookMiscSchema = z.looseObject({
  status: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  archived: flag,
  isPaid: flag,
  bookStage: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  /** Files the submission announced that are not stored yet (an interrupted upload). */
  filesPending: z
    .array(z.string())
    .nullish()
    .catch([])
    .transform((value) => value ?? []),
  metaDataInfo: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((value) => value ?? null),
});

/** The parts of a book's `misc` the lists and actions rely on; other keys are kept. */
export type BookMisc = z.infer<typeof bookMiscSchema>;

export type ParsedBookMisc = { ok: true; value: BookMisc } | { ok: false; error: string };

/** Reads a book's `misc` JSON text without throwing. */
export function parseBookMisc(misc: string | null | undefined): ParsedBookMisc {
  let json: unknown;
  try {
    json = JSON.parse(misc ?? '{}');
  } catch {
    return { ok: false, error: 'misc is not valid JSON' };
  }
  const parsed = bookMiscSchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: 'misc is not a book misc object' };
  return { ok: true, value: parsed.data };
}
