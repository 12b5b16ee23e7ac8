import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
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
});
