import { toCents, tokenizeCsv } from '@pod-portal/domain';
import { z } from 'zod';

export const ORDER_CSV_HEADERS = [
  'order_id',
  'book_id',
  'order_date',
  'customer',
  'sale_status',
  'selling_price',
  'quantity',
  'product_title',
  'takealot_url',
] as const;

const MAX_ID = 2_147_483_647;
const id = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be a whole number from 1')
  .transform(Number)
  .refine((value) => value <= MAX_ID, 'is too large');
const text = z.string().trim().min(1, 'is required');
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * Whether the calendar day and the time exist (Date itself would roll 30 February over). A
 * value of another form passes here: the pattern's message covers it.
 */
function realDateTime(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match) return true;
  const [, year, month, day, hour, minute, second = '0'] = match;
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  return (
    Number(month) >= 1 &&
    Number(month) <= 12 &&
    Number(day) >= 1 &&
    Number(day) <= daysInMonth &&
    Number(hour) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60
  );
}

/** ISO 8601; without an offset the time is South African (UTC+2), as the marketplace reports it. */
const orderDate = z
  .string()
  .trim()
  .regex(DATE_TIME, 'must be a date and time like 2026-11-19 14:05')
  .refine(realDateTime, 'is not a real date')
  .transform((value) => {
    const iso = value.replace(' ', 'T');
    return new Date(/(Z|[+-]\d{2}:\d{2})$/.test(iso) ? iso : `${iso}+02:00`);
  });

const orderLine = z.object({
  order_id: id,
  book_id: id,
  order_date: orderDate,
  customer: text,
  sale_status: text,
  selling_price: z
    .string()
    .transform((value) => toCents(value))
    .refine((cents) => cents !== null && cents >= 0, 'must be an amount in rand, like 250.00')
    .transform(Number),
  quantity: id,
  product_title: text,
  takealot_url: z.url({ protocol: /^https?$/, error: 'must be an http(s) link' }),
});

export type OrderLine = z.output<typeof orderLine>;

export type ParsedOrders =
  | { ok: true; lines: { line: number; order: OrderLine }[] }
  | { ok: false; errors: string[] };

/**
 * Reads a marketplace orders CSV: a header row naming the columns of ORDER_CSV_HEADERS (any
 * order, nothing else), then one order line per row. Every problem is reported with its line
 * number; one order line (order and book) may appear once.
 */
export function parseOrdersCsv(csv: string): ParsedOrders {
  const [header = [], ...rows] = tokenizeCsv(csv);
  const names = header.map((name) => name.trim());
  const missing = ORDER_CSV_HEADERS.filter((name) => !names.includes(name));
  const unknown = names.filter((name) => !(ORDER_CSV_HEADERS as readonly string[]).includes(name));
  if (missing.length > 0 || unknown.length > 0 || rows.length === 0) {
    return {
      ok: false,
      errors: [
        ...(missing.length > 0 ? [`missing columns: ${missing.join(', ')}`] : []),
        ...(unknown.length > 0 ? [`unknown columns: ${unknown.join(', ')}`] : []),
        ...(rows.length === 0 && header.length > 0 ? ['no order lines'] : []),
      ],
    };
  }
  const errors: string[] = [];
  const lines: { line: number; order: OrderLine }[] = [];
  const seen = new Set<string>();
  rows.forEach((cells, index) => {
    const line = index + 2;
    const parsed = orderLine.safeParse(
      Object.fromEntries(names.map((name, column) => [name, cells[column] ?? ''])),
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push(`line ${line}: ${issue.path.join('.')} ${issue.message}`);
      return;
    }
    const key = `${parsed.data.order_id}/${parsed.data.book_id}`;
    if (seen.has(key)) {
      errors.push(
        `line ${line}: order ${parsed.data.order_id} lists book ${parsed.data.book_id} twice`,
      );
      return;
    }
    seen.add(key);
    lines.push({ line, order: parsed.data });
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, lines };
}
