import { Button, Dialog, Link, Table, type TableColumn } from '@pod-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { DialogTrigger } from 'react-aria-components';
import { userBooksQuery } from '../api/user-books-query.ts';
import { useCurrentUser, useUserId } from '../session/use-current-user.ts';
import { type CartRow, toCartRows } from './to-cart-rows.ts';

const COLUMNS: readonly TableColumn<CartRow>[] = [
  { id: 'product', name: 'Product', cell: (row) => row.product, isRowHeader: true },
  { id: 'price', name: 'Price', cell: (row) => row.price },
  { id: 'book', name: 'Book Name', cell: (row) => row.bookName },
  { id: 'date', name: 'Date', cell: (row) => row.date },
];

/** The cart button with its item count; it opens the cart's items and the way to checkout. */
export function CartMenu() {
  const count = useCurrentUser()?.cart?.length ?? 0;
  return (
    <DialogTrigger>
      <Button variant="secondary" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
        Cart <span className="app-cart-count">{count}</span>
      </Button>
      <Dialog
        title="Cart"
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Close
            </Button>
            <Link href="/checkout" variant="primary" isDisabled={count === 0} onPress={close}>
              Checkout
            </Link>
          </>
        )}
      >
        <CartItems />
      </Dialog>
    </DialogTrigger>
  );
}

function CartItems() {
  const { pod } = useRouteContext({ from: '__root__' });
  const cart = useCurrentUser()?.cart ?? [];
  // Book names are looked up only once the cart is open, and only when it holds something.
  const books = useQuery({ ...userBooksQuery(pod, useUserId()), enabled: cart.length > 0 });
  const rows = toCartRows(cart, books.data ?? { localBooks: [], internationalBooks: [] });
  return (
    <div className="app-cart">
      <Table label="Cart items" columns={COLUMNS} rows={rows} emptyMessage="No Items" />
    </div>
  );
}
