import type { DataRecord, TableField } from '@atrium/core';
import { cellText } from './cell-text';
import { HeaderRow, type FieldAction } from './header-row';

/**
 * The grid's table: a checkbox per row, a column per field with a sort button in its header
 * (aria-sort says the order), the first cell of a row opening it as a form. The columns stay when
 * there are no records, so a new field shows at once.
 */
export function RecordsTable(props: {
  fields: TableField[];
  records: DataRecord[];
  selected: ReadonlySet<string>;
  sort: { fieldId: string | null; desc: boolean };
  onSort: (field: TableField) => void;
  onToggle: (id: string) => void;
  onOpen: (record: DataRecord) => void;
  /** Shown in the body when there are no records: the columns stay, so new fields show at once. */
  empty: string;
  /** Names of linked records, by id. */
  linkNames: Record<string, string>;
  /** The table's fields with hidden ones (`fields` are those shown), its primary field, and the columns' menus. */
  allFields?: TableField[];
  primaryFieldId?: string;
  onFieldAction?: (field: TableField, action: FieldAction) => void;
}) {
  const [primary, ...rest] = props.fields;
  const columns = primary ? [primary, ...rest] : rest;
  return (
    <div className="atrium-grid-scroll">
      <table className="atrium-grid" aria-label="Records">
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
        <tbody>
          {props.records.length === 0 ? (
            <tr>
              <td colSpan={columns.length + 1} className="atrium-grid__empty">
                {props.empty}
              </td>
            </tr>
          ) : null}
          {props.records.map((record) => (
            <tr key={record.id}>
              <td className="atrium-grid__check">
                <input
                  type="checkbox"
                  checked={props.selected.has(record.id)}
                  onChange={() => props.onToggle(record.id)}
                  aria-label={`Select ${cellText(columns[0]!, record.fields[columns[0]!.id]) || 'record'}`}
                />
              </td>
              {columns.map((field, i) =>
                i === 0 ? (
                  <td key={field.id}>
                    <button type="button" className="atrium-grid__open" onClick={() => props.onOpen(record)}>
                      {cellText(field, record.fields[field.id]) || 'Unnamed record'}
                    </button>
                  </td>
                ) : (
                  <td key={field.id}>{cellText(field, record.fields[field.id], props.linkNames)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
