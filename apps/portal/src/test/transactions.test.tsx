import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { savedFiles } from './saved-files.ts';
import { api, server } from './server.ts';

const serveLedger = (results: unknown[]) =>
  server.use(
    http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())),
    http.get(api('/user/gettransactions'), () =>
      HttpResponse.json({ statusCode: 0, description: 'Successful', results }),
    ),
  );

describe('/transactions', () => {
  it('has the columns of the specification and one row per ledger entry', async () => {
    serveLedger([
      {
        id: 5,
        created_at: '2026-11-21T08:45:00Z',
        type: 'topup',
        amount_before_fees: 1912.5,
        fee: 0,
        amount_after_fees: 1912.5,
        status: 'complete',
        balance: 2012.5,
        transaction_ref: 'PF-1',
      },
    ]);
    renderApp('/transactions', { user: aUser() });
    const table = await screen.findByRole('grid', { name: 'Transactions' });
    for (const column of [
      'Date and time',
      'Type',
      'Amount before fees',
      'Fee',
      'Amount after fees',
      'Status',
      'Balance',
    ]) {
      expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('21-11-2026 10:45');
    expect(row).toHaveTextContent('Top-up');
    expect(row).toHaveTextContent('R 1 912.50');
    expect(row).toHaveTextContent('R 2 012.50');
  });

  it('says when there are none', async () => {
    serveLedger([]);
    renderApp('/transactions', { user: aUser() });
    expect(await screen.findByText('You have no transactions yet.')).toBeInTheDocument();
  });

  it('names a payout by its statement reference: pending until paid, and a returned one', async () => {
    const entry = (overrides: Record<string, unknown>) => ({
      id: 7,
      created_at: '2026-11-21T08:45:00Z',
      type: 'payout',
      amount_before_fees: -250,
      fee: 0,
      amount_after_fees: -250,
      status: 'pending',
      balance: 50,
      transaction_ref: 'POD PAYOUT 12',
      ...overrides,
    });
    serveLedger([
      entry({
        id: 8,
        type: 'payout_returned',
        amount_before_fees: 250,
        amount_after_fees: 250,
        status: 'complete',
        balance: 300,
      }),
      entry({ status: 'failed' }),
    ]);
    renderApp('/transactions', { user: aUser() });
    const table = await screen.findByRole('grid', { name: 'Transactions' });
    const [, returned, payout] = within(table).getAllByRole('row');
    expect(returned).toHaveTextContent('Payout returned (POD PAYOUT 12)');
    expect(returned).toHaveTextContent('R 300.00');
    expect(payout).toHaveTextContent('Payout (POD PAYOUT 12)');
    expect(payout).toHaveTextContent('-R 250.00');
    expect(payout).toHaveTextContent('failed');
    expect(screen.getByRole('link', { name: /^Payouts/ })).toHaveAttribute('href', '/payouts');
  });

  it("names a royalty, a co-author's share too, and its return by the order", async () => {
    const entry = (overrides: Record<string, unknown>) => ({
      id: 9,
      created_at: '2026-11-21T08:45:00Z',
      type: 'royalty',
      amount_before_fees: 52.38,
      fee: 0,
      amount_after_fees: 52.38,
      status: 'complete',
      balance: 152.38,
      transaction_ref: 'Order 7101',
      ...overrides,
    });
    serveLedger([
      entry({ id: 10, type: 'royalty_returned', amount_before_fees: -52.38, balance: 100 }),
      entry({}),
    ]);
    renderApp('/transactions', { user: aUser() });
    const table = await screen.findByRole('grid', { name: 'Transactions' });
    const [, returned, royalty] = within(table).getAllByRole('row');
    expect(returned).toHaveTextContent('Royalty of a returned sale (Order 7101)');
    expect(royalty).toHaveTextContent('Royalty (Order 7101)');
    expect(royalty).toHaveTextContent('R 52.38');
  });
});

describe('/transactions Export CSV', () => {
  const csv = '\uFEFFDate and time,Type,Reference,Amount,Status,Balance after\r\n';

  it('downloads every transaction as the file the server names, byte for byte, pending meanwhile', async () => {
    serveLedger([]);
    let answer: (() => void) | undefined;
    const asked: string[] = [];
    server.use(
      http.get(api('/user/exporttransactions'), async ({ request }) => {
        asked.push(request.headers.get('authorization') ?? '');
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return new HttpResponse(new TextEncoder().encode(csv), {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="transactions.csv"',
          },
        });
      }),
    );
    const saved = savedFiles();
    const { user } = renderApp('/transactions', { user: aUser() });
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    await user.click(button);
    await waitFor(() => expect(answer).toBeDefined());
    expect(button).toHaveAttribute('data-pending', 'true');
    expect(asked).toEqual([expect.stringMatching(/^Bearer /)]);
    answer?.();
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['transactions.csv']));
    const bytes = new Uint8Array(await (saved[0]?.blob ?? new Blob()).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(csv.slice(1));
    await waitFor(() => expect(button).not.toHaveAttribute('data-pending'));
  });

  it("says why it failed: the server's words for a refusal, the product's for a server error", async () => {
    serveLedger([]);
    const answers = [
      HttpResponse.json(
        { statusCode: 400, description: 'The start date must be on or before the end date' },
        { status: 400 },
      ),
      HttpResponse.json({ statusCode: 500, description: 'Internal server error' }, { status: 500 }),
    ];
    server.use(http.get(api('/user/exporttransactions'), () => answers.shift()));
    const saved = savedFiles();
    const { user } = renderApp('/transactions', { user: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The start date must be on or before the end date',
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your transactions could not be exported. Please try again.',
      ),
    );
    expect(saved).toEqual([]);
  });

  it('says it needs a connection when offline, without asking the server', async () => {
    serveLedger([]);
    const asked: string[] = [];
    server.use(
      http.get(api('/user/exporttransactions'), () => {
        asked.push('export');
        return HttpResponse.text('');
      }),
    );
    const { user } = renderApp('/transactions', { user: aUser() });
    const button = await screen.findByRole('button', { name: 'Export CSV' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Exporting needs an internet connection',
    );
    expect(asked).toEqual([]);
  });

  it('says it needs a connection when the request does not reach the server', async () => {
    serveLedger([]);
    server.use(http.get(api('/user/exporttransactions'), () => HttpResponse.error()));
    const { user } = renderApp('/transactions', { user: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Exporting needs an internet connection: your transactions could not be exported. Connect, then try again.',
    );
  });
});
