import type { ReactNode } from 'react';
import {
  Table as AriaTable,
  type TableProps as AriaTableProps,
  Cell,
  Collection,
  Column,
  type Key,
  Row,
  TableBody,
  TableHeader,
  VisuallyHidden,
} from 'react-aria-components';
import { Checkbox } from './Checkbox.tsx';
import { withClass } from './with-class.ts';

export interface TableColumn<T> {
  id: Key;
  name: ReactNode;
  cell: (row: T) => ReactNode;
  /** The column that names each row for screen readers; the first column when none is marked. */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
}

export interface TableProps<T extends { id: Key }> extends Omit<AriaTableProps, 'children'> {
  /** Names the table, e.g. 'Orders'. */
  label: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  /** Shown in place of rows when there are none, e.g. 'No Items'. */
  emptyMessage?: ReactNode;
  /**
   * With `selectionMode="multiple"`, the first column's name: each row then starts with its
   * checkbox (Space or a click ticks it). Choosing every row is the page's own checkbox, shown
   * above the table at every width.
   */
  selectionColumnName?: string;
}

/**
 * A data grid: arrow keys move between cells. Where it has less than 36rem (a phone), each row
 * is a card of "column: value" lines instead of columns cut off at the edge.
 */
export function Table<T extends { id: Key }>({
  label,
  columns,
  rows,
  emptyMessage,
  className,
  selectionColumnName = 'Chosen',
  ...props
}: TableProps<T>) {
  const hasRowHeader = columns.some((c) => c.isRowHeader);
  const selects = props.selectionMode === 'multiple';
  return (
    <div className="ui-table-scroll">
      <AriaTable
        selectionBehavior={selects ? 'toggle' : undefined}
        {...props}
        aria-label={label}
        className={withClass('ui-table', className)}
      >
        <TableHeader>
          {selects && (
            <Column className="ui-column ui-column--selection">
              <VisuallyHidden>{selectionColumnName}</VisuallyHidden>
            </Column>
          )}
          <Collection items={columns}>
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.isRowHeader ?? (!hasRowHeader && column === columns[0])}
                allowsSorting={column.allowsSorting}
                className="ui-column"
              >
                {column.name}
              </Column>
            )}
          </Collection>
        </TableHeader>
        <TableBody items={rows} renderEmptyState={() => emptyMessage}>
          {(row) => (
            <Row columns={columns} className="ui-row">
              {selects && (
                <Cell className="ui-cell ui-cell--selection">
                  <Checkbox slot="selection">{null}</Checkbox>
                </Cell>
              )}
              <Collection items={columns}>
                {(column) => (
                  <Cell
                    className="ui-cell"
                    data-label={typeof column.name === 'string' ? column.name : undefined}
                  >
                    {column.cell(row)}
                  </Cell>
                )}
              </Collection>
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  );
}
