import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Table, type TableColumn } from './Table.tsx';
import { expectNoAxeViolations } from './test-utils.ts';

interface CartItem {
  id: string;
  product: string;
  price: string;
  book: string;
  date: string;
}

const columns: TableColumn<CartItem>[] = [
  { id: 'product', name: 'Product', cell: (r) => r.product },
  { id: 'price', name: 'Price', cell: (r) => r.price },
  { id: 'book', name: 'Book Name', cell: (r) => r.book },
  { id: 'date', name: 'Date', cell: (r) => r.date },
];

const rows: CartItem[] = [
  { id: '1', product: 'ISBN creation', price: 'R 250.00', book: 'Tides', date: '2026-11-20' },
  {
    id: '2',
    product: 'Cover design',
    price: 'R 500.00',
    book: 'Cannot find book',
    date: '2026-11-21',
  },
];

/** A table whose rows can be chosen, telling the test what is chosen. */
function Choosing({ chosen }: { chosen: { keys: Selection } }) {
  const [selected, setSelected] = useState<Selection>(new Set());
  chosen.keys = selected;
  return (
    <Table
      label="Cart"
      columns={columns}
      rows={rows}
      selectionMode="multiple"
      selectionColumnName="Pay"
      selectedKeys={selected}
      onSelectionChange={setSelected}
    />
  );
}

describe('Table', () => {
  it('renders named columns, row headers and cells', () => {
    render(<Table label="Cart" columns={columns} rows={rows} />);
    const table = screen.getByRole('grid', { name: 'Cart' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Product', 'Price', 'Book Name', 'Date']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['ISBN creation', 'Cover design']);
    expect(within(table).getByText('Cannot find book')).toBeTruthy();
  });

  it("gives each cell its column's name, for the stacked layout of narrow screens", () => {
    render(<Table label="Cart" columns={columns} rows={rows} />);
    const cells = screen.getAllByRole('gridcell').slice(0, 3);
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Price', 'Book Name', 'Date']);
  });

  it('moves between cells with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Table label="Cart" columns={columns} rows={rows} />);
    await user.tab();
    expect(document.activeElement?.getAttribute('role')).toBe('row');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('R 250.00');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('R 500.00');
  });

  it('shows the empty message when there are no rows', () => {
    render(<Table label="Cart" columns={columns} rows={[]} emptyMessage="No Items" />);
    expect(screen.getByText('No Items')).toBeTruthy();
  });

  it('has no axe violations, filled or empty', async () => {
    const { container } = render(
      <>
        <Table label="Cart" columns={columns} rows={rows} />
        <Table label="Orders" columns={columns} rows={[]} emptyMessage="No Items" />
      </>,
    );
    await expectNoAxeViolations(container);
  });

  it('starts each row with its checkbox when rows can be chosen, and ticks them by keyboard', async () => {
    const user = userEvent.setup();
    const chosen: { keys: Selection } = { keys: new Set() };
    const { container } = render(<Choosing chosen={chosen} />);
    const table = screen.getByRole('grid', { name: 'Cart' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Pay', 'Product', 'Price', 'Book Name', 'Date']);
    const boxes = within(table).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    await user.tab();
    await user.keyboard(' ');
    expect([...chosen.keys]).toEqual(['1']);
    await user.click(boxes[1] as HTMLElement);
    expect([...chosen.keys].sort()).toEqual(['1', '2']);
    await expectNoAxeViolations(container);
  });
});
