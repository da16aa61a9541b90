import type { TableField } from '@atrium/core';
import type { ReactNode, Ref, TableHTMLAttributes } from 'react';
import { HeaderRow, type FieldAction } from './header-row';

/**
 * The grid's table (role grid): a column per field with a sort button in its header (aria-sort
 * says the order) after the row header column (select, open). The body and the add row come from
 * the editable grid; the columns stay when there are no records, so a new field shows at once.
 */
export function RecordsTable(props: {
  fields: TableField[];
  sort: { fieldId: string | null; desc: boolean };
  onSort: (field: TableField) => void;
  /** The table's fields with hidden ones (`fields` are those shown), its primary field, and the columns' menus. */
  allFields?: TableField[];
  primaryFieldId?: string;
  onFieldAction?: (field: TableField, action: FieldAction) => void;
  /** The scrolling box the virtualised body measures. */
  scrollRef: Ref<HTMLDivElement>;
  tableRef: Ref<HTMLTableElement>;
  /** The grid's keys and clipboard, and its ARIA counts. */
  gridProps: TableHTMLAttributes<HTMLTableElement>;
  /** The body and the add row. */
  children: ReactNode;
}) {
  const [primary, ...rest] = props.fields;
  const columns = primary ? [primary, ...rest] : rest;
  return (
    <div className="atrium-grid-scroll" ref={props.scrollRef}>
      <table
        ref={props.tableRef}
        className="atrium-grid"
        role="grid"
        aria-label="Records"
        aria-colcount={columns.length + 1}
        {...props.gridProps}
      >
        <thead>
          <HeaderRow
            columns={columns}
            allFields={props.allFields ?? props.fields}
            primaryFieldId={props.primaryFieldId ?? columns[0]?.id ?? ''}
            sort={props.sort}
            onSort={props.onSort}
            onAction={props.onFieldAction ?? (() => undefined)}
          />
        </thead>
        {props.children}
      </table>
    </div>
  );
}
