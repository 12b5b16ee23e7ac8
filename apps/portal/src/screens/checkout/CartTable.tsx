import { CART_BOOK_NOT_FOUND_MESSAGE, type CartLine } from '@pod-portal/domain';
import { Button, Table, type TableColumn } from '@pod-portal/ui';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { rand } from './rand.ts';
import type { CartEntry } from './use-cart-totals.ts';
import { useRefreshAfterPayment } from './use-refresh-after-payment.ts';

interface CartRow {
  id: number;
  product: string;
  book: string;
  price: string;
  vat: string;
  discount: string;
  finalPrice: string;
}

/** The cart's items: each one's product, book, price, VAT, discount and final price; Remove. */
export function CartTable({
  items,
  lines,
}: {
  items: readonly CartEntry[];
  lines: readonly CartLine[];
}) {
  const { pod } = useRouteContext({ from: '__root__' });
  const refresh = useRefreshAfterPayment();
  const [removing, setRemoving] = useState<number | null>(null);

  const remove = async (id: number) => {
    setRemoving(id);
    await pod.cart.removeItem({ params: { path: { cartItemId: id } } });
    await refresh();
    setRemoving(null);
  };

  const rows: CartRow[] = items.map(({ item, details }, index) => {
    const line = lines[index];
    return {
      id: item.id,
      product: details?.name ?? '',
      book: item.local_book_name ?? item.international_book_name ?? CART_BOOK_NOT_FOUND_MESSAGE,
      price: line ? rand(line.price) : '',
      vat: line ? rand(line.vat) : '',
      discount: line ? rand(line.discount) : '',
      finalPrice: line ? rand(line.finalPrice) : '',
    };
  });
  const columns: readonly TableColumn<CartRow>[] = [
    { id: 'product', name: 'Product', cell: (row) => row.product, isRowHeader: true },
    { id: 'book', name: 'Book Name', cell: (row) => row.book },
    { id: 'price', name: 'Price', cell: (row) => row.price },
    { id: 'vat', name: 'VAT', cell: (row) => row.vat },
    { id: 'discount', name: 'Discount', cell: (row) => row.discount },
    { id: 'final', name: 'Final price', cell: (row) => row.finalPrice },
    {
      id: 'remove',
      name: <span className="app-visually-hidden">Remove</span>,
      cell: (row) => (
        <Button
          variant="secondary"
          aria-label={`Remove ${row.product}`}
          isPending={removing === row.id}
          onPress={() => void remove(row.id)}
        >
          Remove
        </Button>
      ),
    },
  ];
  return <Table label="Cart items" columns={columns} rows={rows} />;
}
