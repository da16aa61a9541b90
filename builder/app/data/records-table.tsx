import type { DataRecord, TableField } from '@atrium/core';
import { cellText } from './cell-text';

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
}) {
  const [primary, ...rest] = props.fields;
  const columns = primary ? [primary, ...rest] : rest;
  return (
    <div className="atrium-grid-scroll">
      <table className="atrium-grid" aria-label="Records">
        <thead>
          <tr>
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
