import type { components } from '@pod-portal/sdk';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aUser } from './fixtures.ts';
import { renderApp } from './render-app.tsx';
import { api, server } from './server.ts';

type Order = components['schemas']['Order'];

const anOrder = (id: number, overrides: Partial<Order> = {}): Order =>
  Object.assign(
    {
      order_id: id,
      book_id: 101,
      createdAt: `2026-11-${String((id % 28) + 1).padStart(2, '0')}T08:00:00Z`,
      order_date: `2026-11-${String((id % 28) + 1).padStart(2, '0')}T08:00:00Z`,
      customer: `Customer ${id}`,
      sale_status: 'shipped to customer',
      selling_price: 250,
      quantity: 1,
      product_title: 'The Karoo Road',
      takealot_url: `https://www.takealot.com/the-karoo-road/PLID${id}`,
    },
    overrides,
  );

function serveOrders(answer: { statusCode: 0 | 11; results: Order[] }) {
  server.use(
    http.get(api('/user/viewuserinfo'), () => HttpResponse.json(aUser())),
    http.get(api('/user/getbookorders'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      expect([query.get('skip'), query.get('take')]).toEqual(['0', '100']);
      return HttpResponse.json({ description: 'Successful', ...answer });
    }),
  );
}

describe('/orders', () => {
  it('shows the empty state when the server answers code 11', async () => {
    serveOrders({ statusCode: 11, results: [] });
    renderApp('/orders', { user: aUser() });
    expect(await screen.findByText("You don't have any orders yet")).toBeInTheDocument();
  });

  it('shows each order as a card with date, customer, coloured status, price, quantity and link', async () => {
    serveOrders({
      statusCode: 0,
      results: [
        anOrder(1, {
          createdAt: '2026-11-20T10:15:00Z',
          customer: 'N. Dlamini',
          quantity: 2,
          selling_price: 1250.5,
        }),
        anOrder(2, { sale_status: 'awaiting stock', product_title: 'Second' }),
      ],
    });
    renderApp('/orders', { user: aUser() });
    const first = await screen.findByRole('region', { name: 'The Karoo Road' });
    expect(first).toHaveTextContent('20-11-2026 12:15');
    expect(first).toHaveTextContent('N. Dlamini');
    expect(first).toHaveTextContent('R 1 250.50');
    expect(within(first).getByText('shipped to customer')).toHaveAttribute('data-colour', 'green');
    expect(within(first).getByRole('link', { name: 'View Product' })).toHaveAttribute(
      'href',
      'https://www.takealot.com/the-karoo-road/PLID1',
    );
    const second = screen.getByRole('region', { name: 'Second' });
    expect(within(second).getByText('awaiting stock')).toHaveAttribute('data-colour', 'red');
  });

  it('shows 12 orders, and 12 more with Load More', async () => {
    serveOrders({
      statusCode: 0,
      results: Array.from({ length: 25 }, (_, index) => anOrder(index + 1)),
    });
    const { user } = renderApp('/orders', { user: aUser() });
    expect(await screen.findAllByRole('region', { name: 'The Karoo Road' })).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getAllByRole('region', { name: 'The Karoo Road' })).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getAllByRole('region', { name: 'The Karoo Road' })).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('filters by product title, customer or sale status, and clears the filters', async () => {
    serveOrders({
      statusCode: 0,
      results: [
        anOrder(1, { product_title: 'Karoo', customer: 'Anna' }),
        anOrder(2, { product_title: 'Highveld', customer: 'Ben', sale_status: 'returned' }),
      ],
    });
    const { user } = renderApp('/orders', { user: aUser() });
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(search, 'ben');
    expect(screen.queryByRole('region', { name: 'Karoo' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Highveld' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'RETURNED');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await user.type(search, 'x');
    expect(screen.getByText('No orders match your filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByRole('region', { name: 'Karoo' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Highveld' })).toBeInTheDocument();
  });
});
