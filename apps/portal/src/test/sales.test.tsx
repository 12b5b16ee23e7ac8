import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { savedFiles } from './saved-files.ts';
import { api, server } from './server.ts';

const month = (value: string, profit: number) => ({
  month: value,
  quantity: 2,
  returned: 0,
  total_revenue: 500,
  total_royalties: profit,
  profit,
});

describe('/sales', () => {
  // The next payout depends on the day: the clock is fixed at 21 November 2026.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows totals, each book, each month and the next payout from the months it pays', async () => {
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())),
      http.get(api('/user/getallsale'), () =>
        HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          results: [
            {
              book_id: 101,
              book_title: 'The Karoo Road',
              quantity: 6,
              returned: 1,
              total_revenue: 1500,
              total_royalties: 360,
              profit: 300,
            },
          ],
        }),
      ),
      http.get(api('/user/salesbymonth'), () =>
        HttpResponse.json({
          statusCode: 0,
          description: 'Successful',
          months: [month('2026-08', 60), month('2026-10', 100), month('2026-11', 140)],
        }),
      ),
    );
    renderApp('/sales', { user: aUser() });
    const payout = await screen.findByRole('region', { name: 'Next payout' });
    // December pays September to November: R 100 + R 140; August went out in September.
    expect(payout).toHaveTextContent('R 240.00');
    expect(payout).toHaveTextContent(
      'Expected on 2026-12-01, for your sales in Sep 2026 to Nov 2026',
    );
    expect(payout).toHaveTextContent('March, June, September, December');
    const books = screen.getByRole('grid', { name: 'Sales per book' });
    expect(within(books).getByRole('row', { name: /The Karoo Road/ })).toHaveTextContent(
      'R 300.00',
    );
    const months = screen.getByRole('grid', { name: 'Sales per month' });
    expect(within(months).getAllByRole('row')[1]).toHaveTextContent('Nov 2026');
  });

  it('says so when nothing has sold yet', async () => {
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())),
      http.get(api('/user/getallsale'), () =>
        HttpResponse.json({ statusCode: 0, description: 'Successful', results: [] }),
      ),
      http.get(api('/user/salesbymonth'), () =>
        HttpResponse.json({ statusCode: 0, description: 'Successful', months: [] }),
      ),
    );
    renderApp('/sales', { user: aUser() });
    expect(await screen.findByRole('heading', { name: 'No sales yet' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Next payout' })).toHaveTextContent('R 0.00');
  });
});

describe('/sales Export CSV', () => {
  it('downloads every order line as the file the server names', async () => {
    const csv = '\uFEFFOrder date,Order reference,Book title\r\n2026-11-19 14:05,5001,Zoë\r\n';
    server.use(
      http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())),
      http.get(api('/user/getallsale'), () =>
        HttpResponse.json({ statusCode: 0, description: 'Successful', results: [] }),
      ),
      http.get(api('/user/salesbymonth'), () =>
        HttpResponse.json({ statusCode: 0, description: 'Successful', months: [] }),
      ),
      http.get(api('/user/exportsales'), ({ request }) =>
        new URL(request.url).search === ''
          ? new HttpResponse(new TextEncoder().encode(csv), {
              headers: {
                'content-type': 'text/csv; charset=utf-8',
                'content-disposition': 'attachment; filename="sales.csv"',
              },
            })
          : HttpResponse.json({ statusCode: 400, description: 'unexpected' }, { status: 400 }),
      ),
    );
    const saved = savedFiles();
    const { user } = renderApp('/sales', { user: aUser() });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['sales.csv']));
    const bytes = new Uint8Array(await (saved[0]?.blob ?? new Blob()).arrayBuffer());
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(csv);
  });
});
