import { describe, expect, it } from 'vitest';
import { parseOrdersCsv } from './parse-orders-csv.ts';

const HEADER =
  'order_id,book_id,order_date,customer,sale_status,selling_price,quantity,product_title,takealot_url';
const LINE =
  '5001,101,2026-11-19 14:05,J. Naidoo,Shipped to Customer,250.00,1,The Long Walk,https://www.takealot.com/x/PLID1';

describe('parseOrdersCsv', () => {
  it('reads order lines, in rand cents, with South African time by default', () => {
    const parsed = parseOrdersCsv(
      `${HEADER}\n${LINE}\n5002,101,2026-11-20T08:00:00Z,"Smith, A.",Returned,1250.5,2,"The ""Long"" Walk",http://t.co/y`,
    );
    expect(parsed).toEqual({
      ok: true,
      lines: [
        {
          line: 2,
          order: {
            order_id: 5001,
            book_id: 101,
            order_date: new Date('2026-11-19T12:05:00Z'),
            customer: 'J. Naidoo',
            sale_status: 'Shipped to Customer',
            selling_price: 25000,
            quantity: 1,
            product_title: 'The Long Walk',
            takealot_url: 'https://www.takealot.com/x/PLID1',
          },
        },
        {
          line: 3,
          order: expect.objectContaining({
            customer: 'Smith, A.',
            selling_price: 125050,
            product_title: 'The "Long" Walk',
            order_date: new Date('2026-11-20T08:00:00Z'),
          }),
        },
      ],
    });
  });

  it('takes the columns in any order', () => {
    const columns = HEADER.split(',');
    const cells = LINE.split(',');
    const parsed = parseOrdersCsv(
      `${[...columns].reverse().join(',')}\n${[...cells].reverse().join(',')}`,
    );
    expect(parsed.ok && parsed.lines[0]?.order.order_id).toBe(5001);
  });

  it('names missing and unknown columns, and an upload without lines', () => {
    expect(parseOrdersCsv('order_id,book_id,price\n1,2,3')).toEqual({
      ok: false,
      errors: [
        'missing columns: order_date, customer, sale_status, selling_price, quantity, product_title, takealot_url',
        'unknown columns: price',
      ],
    });
    expect(parseOrdersCsv(`${HEADER}\n`)).toEqual({ ok: false, errors: ['no order lines'] });
    expect(parseOrdersCsv('')).toMatchObject({ ok: false });
  });

  it('reports each wrong cell and repeated lines with their line numbers', () => {
    const parsed = parseOrdersCsv(
      [
        HEADER,
        '0,101,19/11/2026,,Shipped,-1,1.5,,ftp://x',
        LINE,
        LINE,
        '5003,101,2026-02-30 10:00,A,Returned,10,1,T,https://t.co/z',
      ].join('\n'),
    );
    expect(parsed).toEqual({
      ok: false,
      errors: [
        'line 2: order_id must be a whole number from 1',
        'line 2: order_date must be a date and time like 2026-11-19 14:05',
        'line 2: customer is required',
        'line 2: selling_price must be an amount in rand, like 250.00',
        'line 2: quantity must be a whole number from 1',
        'line 2: product_title is required',
        'line 2: takealot_url must be an http(s) link',
        'line 4: order 5001 lists book 101 twice',
        'line 5: order_date is not a real date',
      ],
    });
  });
});
