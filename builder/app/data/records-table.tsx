import type { TableField } from '@atrium/core';
import type { ReactNode, Ref, TableHTMLAttributes } from 'react';

/**
 * The grid's table (role grid): a column per field with a sort button in its header (aria-sort
 * says the order) after the row header column (select, open). The body and the add row come from
 * the editable grid; the columns stay when there are no records, so a new field shows at once.
 */
export function RecordsTable(props: {
  fields: TableField[];
  sort: { fieldId: string | null; desc: boolean };
  onSort: (field: TableField) => void;
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
          <tr aria-rowindex={1}>
            <th className="atrium-grid__check" scope="col">
              <span className="Polaris-Text--visuallyHidden">Select</span>
            </th>
            {columns.map((field) => {
              const sorted = props.sort.fieldId === field.id;
              return (
                <th
                  key={field.id}
                  scope="col"
                  aria-sort={sorted ? (props.sort.desc ? 'descending' : 'ascending') : 'none'}
                >
                  <button type="button" className="atrium-grid__sort" onClick={() => props.onSort(field)}>
                    {field.name}
                    <span aria-hidden="true">{sorted ? (props.sort.desc ? '↓' : '↑') : ''}</span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        {props.children}
      </table>
    </div>
  );
}
