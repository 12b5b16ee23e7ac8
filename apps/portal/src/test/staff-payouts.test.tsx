import { PAYOUT_FAILURE_REASON_MESSAGE } from '@pod-portal/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { savedFiles } from './saved-files.ts';
import { api, server } from './server.ts';

const STAFF = aUser({ id: 1, role: 'staff', name_first: 'Lerato' });

const aPayout = (id: number, amount: number, overrides: Record<string, unknown> = {}) => ({
  id,
  amount,
  status: 'requested',
  origin: 'author',
  reference: `POD PAYOUT ${id}`,
  batch_id: null,
  failure_reason: null,
  destination: null,
  usd_amount: null,
  created_at: '2026-11-21T08:45:00Z',
  updated_at: '2026-11-21T08:45:00Z',
  author: { user_id: 40 + id, name: `Author ${id}`, email: `author${id}@example.co.za` },
  ...overrides,
});

const ok = (body: object, status = 200) =>
  HttpResponse.json({ statusCode: 0, description: 'Successful', ...body }, { status });

/** The staff payouts list by status; what each staff call was sent is kept in `sent`. */
function servePayouts(payouts: ReturnType<typeof aPayout>[]) {
  const sent: Array<[string, unknown]> = [];
  server.use(
    http.get(api('/user/viewuserinfo'), () => HttpResponse.json(STAFF)),
    http.get(api('/staff/chats'), () => ok({ chats: [] })),
    http.get(api('/staff/payouts'), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      return ok({ payouts: payouts.filter((payout) => !status || payout.status === status) });
    }),
  );
  return sent;
}

afterEach(() => vi.restoreAllMocks());

describe('/staff/payouts', () => {
  it('chooses every requested payout and approves them as a batch', async () => {
    const sent = servePayouts([aPayout(12, 1_234.5), aPayout(13, 150)]);
    server.use(
      http.post(api('/staff/payout-batches'), async ({ request }) => {
        sent.push(['approve', await request.json()]);
        return ok(
          {
            batch: {
              id: 3,
              created_at: '2026-11-22T08:00:00Z',
              paid_at: null,
              total: 1_384.5,
              payouts: [aPayout(12, 1_234.5), aPayout(13, 150)],
            },
          },
          201,
        );
      }),
    );
    const { user, history } = renderApp('/staff/payouts', { user: STAFF });
    const table = await screen.findByRole('grid', { name: 'Requested payouts' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const approve = screen.getByRole('button', { name: 'Approve as a batch' });
    expect(approve).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all requested payouts' }));
    expect(screen.getByText('2 payouts chosen, R 1 384.50')).toBeInTheDocument();
    await user.click(approve);
    expect(
      await screen.findByText(/^Batch 3 approved: 2 payouts, R 1 384\.50\./),
    ).toBeInTheDocument();
    expect(sent).toEqual([['approve', { payout_ids: [12, 13] }]]);
    await waitFor(() => expect(history.location.search).toBe('?status=approved'));
  });

  it("approves one chosen payout, and shows the API's words when it refuses", async () => {
    const sent = servePayouts([aPayout(12, 1_234.5), aPayout(13, 150)]);
    server.use(
      http.post(api('/staff/payout-batches'), async ({ request }) => {
        sent.push(['approve', await request.json()]);
        return HttpResponse.json(
          { statusCode: 409, description: 'Payout 13 is approved, not waiting for approval' },
          { status: 409 },
        );
      }),
    );
    const { user } = renderApp('/staff/payouts', { user: STAFF });
    const table = await screen.findByRole('grid', { name: 'Requested payouts' });
    const [, second] = within(table).getAllByRole('checkbox');
    await user.click(second as HTMLElement);
    expect(screen.getByText('1 payout chosen, R 150.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve as a batch' }));
    expect(
      await screen.findByText('Payout 13 is approved, not waiting for approval'),
    ).toBeInTheDocument();
    expect(sent).toEqual([['approve', { payout_ids: [13] }]]);
  });

  it("downloads a batch's bank file under the server's name, then marks it paid after confirming", async () => {
    const sent = servePayouts([
      aPayout(12, 1_234.5, { status: 'approved', batch_id: 3, destination: 'local' }),
      aPayout(13, 150, { status: 'approved', batch_id: 3, destination: 'local' }),
    ]);
    const csv = 'Beneficiary name,Branch code,Account number,Account type,Amount,Reference\r\n';
    server.use(
      http.get(api('/staff/payout-batches/3/bank-file'), () =>
        HttpResponse.text(csv, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="payout-batch-3.csv"',
          },
        }),
      ),
      http.post(api('/staff/payout-batches/3/paid'), () => {
        sent.push(['paid', 3]);
        return ok({ payouts: [aPayout(12, 1_234.5), aPayout(13, 150)] });
      }),
    );
    const saved = savedFiles();
    const { user } = renderApp('/staff/payouts?status=approved', { user: STAFF });
    const batch = await screen.findByRole('grid', { name: 'South African accounts of batch 3' });
    expect(within(batch).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('grid', { name: 'International accounts of batch 3' })).toBeNull();
    expect(screen.getByText('2 payouts, R 1 384.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the bank file' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['payout-batch-3.csv']));
    expect(await saved[0]?.blob.text()).toBe(csv);

    await user.click(screen.getByRole('button', { name: 'Mark the batch paid' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark batch 3 paid?' });
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Mark the batch paid' }));
    expect(
      await screen.findByText('Batch 3 marked paid: 2 payouts paid, each author told.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([['paid', 3]]);
  });

  it("shows a batch's international payouts apart, with their own transfer file", async () => {
    servePayouts([
      aPayout(12, 1_234.5, { status: 'approved', batch_id: 3, destination: 'international' }),
      aPayout(13, 150, { status: 'approved', batch_id: 3, destination: 'local' }),
    ]);
    const csv =
      'Beneficiary name,IBAN,SWIFT/BIC,Bank address,Amount,Currency,Charges,Reference\r\n';
    server.use(
      http.get(api('/staff/payout-batches/3/international-file'), () =>
        HttpResponse.text(csv, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="payout-batch-3-international.csv"',
          },
        }),
      ),
    );
    const saved = savedFiles();
    const { user } = renderApp('/staff/payouts?status=approved', { user: STAFF });
    const abroad = await screen.findByRole('grid', { name: 'International accounts of batch 3' });
    expect(within(abroad).getByText('POD PAYOUT 12')).toBeInTheDocument();
    expect(within(abroad).queryByText('POD PAYOUT 13')).toBeNull();
    const local = screen.getByRole('grid', { name: 'South African accounts of batch 3' });
    expect(within(local).getByText('POD PAYOUT 13')).toBeInTheDocument();
    expect(screen.getByText('2 payouts, R 1 384.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download the international file' }));
    await waitFor(() =>
      expect(saved.map((file) => file.name)).toEqual(['payout-batch-3-international.csv']),
    );
    expect(await saved[0]?.blob.text()).toBe(csv);
  });

  it("shows a batch's PayPal payouts apart, with the dollars PayPal sends", async () => {
    servePayouts([
      aPayout(14, 1_000.1, {
        status: 'approved',
        batch_id: 4,
        destination: 'paypal',
        usd_amount: 55.01,
      }),
      aPayout(15, 150, { status: 'approved', batch_id: 4, destination: 'local' }),
    ]);
    renderApp('/staff/payouts?status=approved', { user: STAFF });
    const paypal = await screen.findByRole('grid', { name: 'PayPal addresses of batch 4' });
    expect(within(paypal).getByText('POD PAYOUT 14')).toBeInTheDocument();
    expect(within(paypal).getByText('PayPal, USD 55.01')).toBeInTheDocument();
    const local = screen.getByRole('grid', { name: 'South African accounts of batch 4' });
    expect(within(local).queryByText('POD PAYOUT 14')).toBeNull();
    expect(within(local).getByText('Bank')).toBeInTheDocument();
  });

  it('fails a paid payout back to the balance only with a reason', async () => {
    const sent = servePayouts([aPayout(12, 250, { status: 'paid', batch_id: 3 })]);
    server.use(
      http.post(api('/staff/payouts/12/fail'), async ({ request }) => {
        sent.push(['fail', await request.json()]);
        return ok({
          payout: aPayout(12, 250, { status: 'failed', failure_reason: 'The account is closed' }),
        });
      }),
    );
    const { user } = renderApp('/staff/payouts?status=paid', { user: STAFF });
    const table = await screen.findByRole('grid', { name: 'Paid payouts' });
    await user.click(within(table).getByRole('button', { name: 'Fail back to the balance' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Fail POD PAYOUT 12 back to the balance?',
    });
    const submit = within(dialog).getByRole('button', { name: 'Fail back to the balance' });
    await user.click(submit);
    const reason = within(dialog).getByLabelText(/^Reason/);
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(PAYOUT_FAILURE_REASON_MESSAGE),
    );
    expect(sent).toEqual([]);
    await user.type(reason, '  The account is closed ');
    await user.click(submit);
    expect(
      await screen.findByText(
        "POD PAYOUT 12 failed back to Author 12's balance (R 250.00); they are told why.",
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([['fail', { reason: 'The account is closed' }]]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
