import { USERS_EMAIL_FIELD_TYPES, suggestUsersTable } from '@atrium/core';
import { useState } from 'react';
import type { PickerTable } from '../data-sources/airtable-table-picker';

export type UsersTableSource = 'local' | 'airtable';

/** A built-in table of the portal with the fields that can hold an email. */
export interface LocalUsersTable {
  id: string;
  name: string;
  fields: Array<{ id: string; name: string; type: string }>;
}

/** The users table set up today, if any. */
export interface CurrentUsersTable {
  source: UsersTableSource;
  baseId: string;
  tableId: string;
  fieldId: string;
}

/** The email field a table suggests: its first email field, else its first text field. */
function suggestedField(table: { fields: Array<{ id: string; type: string }> } | undefined): string {
  return table?.fields.find((f) => f.type === 'email')?.id ?? table?.fields[0]?.id ?? '';
}

/**
 * The users table being chosen on /edit/{appId}/users/setup (spec doc 3 §4.1): its source (a
 * built-in table, or a table of an Airtable base, the default when the portal has no tables and
 * the workspace has a token), the table, and its email field, which follows the table (the
 * suggested field of a new table; kept when the new Airtable table has it too). Going back to
 * the saved source brings back the saved table and field.
 */
export function useUsersTableChoice(current: CurrentUsersTable | null, tables: LocalUsersTable[], hasToken: boolean) {
  const [source, setSource] = useState<UsersTableSource>(
    current?.source ?? (tables.length === 0 && hasToken ? 'airtable' : 'local'),
  );
  // The table of people (suggestUsersTable), not simply the first table.
  const suggested = suggestUsersTable(tables);
  const [tableId, setTableId] = useState(current?.tableId ?? (source === 'local' ? (suggested?.id ?? '') : ''));
  const [baseId, setBaseId] = useState(current?.baseId ?? '');
  const [airtableTable, setAirtableTable] = useState<PickerTable | undefined>();
  const table =
    source === 'local'
      ? tables.find((t) => t.id === tableId)
      : airtableTable && {
          ...airtableTable,
          fields: airtableTable.fields.filter((f) => USERS_EMAIL_FIELD_TYPES.includes(f.type)),
        };
  const [fieldId, setFieldId] = useState(current?.fieldId ?? suggestedField(table));

  const chooseTable = (id: string) => {
    setTableId(id);
    setFieldId(suggestedField(tables.find((t) => t.id === id)));
  };
  const chooseSource = (next: UsersTableSource) => {
    setSource(next);
    const firstTable = next === 'local' ? suggested : undefined;
    setTableId(next === current?.source ? current.tableId : (firstTable?.id ?? ''));
    setFieldId(next === current?.source ? current.fieldId : suggestedField(firstTable));
  };
  const chooseAirtable = (choice: { baseId: string; table: PickerTable | undefined }) => {
    const emailFields = choice.table?.fields.filter((f) => USERS_EMAIL_FIELD_TYPES.includes(f.type));
    setBaseId(choice.baseId);
    setAirtableTable(choice.table);
    setTableId(choice.table?.id ?? '');
    setFieldId((kept) =>
      emailFields?.some((f) => f.id === kept) ? kept : suggestedField(emailFields && { fields: emailFields }),
    );
  };
  return { source, tableId, baseId, table, fieldId, setFieldId, chooseSource, chooseTable, chooseAirtable };
}
