import type { DataRecord, TableField } from '@atrium/core';
import { Banner, BlockStack, Checkbox, Modal, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { cellText, EDITABLE_TYPES } from './cell-text';
import { useJsonAction } from './use-json-action';

type Draft = Record<string, string | boolean>;

/**
 * A record as a form (the grid's Add record, and a row opened): one control per field of the
 * types the grid edits; other types (selects, links, attachments) show their value. Saving sends
 * only the cells that changed; the server checks them with the portal forms' rules and its
 * message shows above the form.
 */
export function RecordModal(props: {
  api: string;
  fields: TableField[];
  record: DataRecord | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { fields, record } = props;
  const initial = Object.fromEntries(fields.map((f) => [f.id, draftValue(f, record?.fields[f.id])])) as Draft;
  const [draft, setDraft] = useState<Draft>(initial);
  const action = useJsonAction(() => {
    props.onSaved();
    props.onClose();
  });
  const save = () => {
    const changed: Record<string, string | number | boolean | null> = {};
    for (const field of fields) {
      if (!EDITABLE_TYPES.has(field.type) || draft[field.id] === initial[field.id]) continue;
      changed[field.id] = cellValue(field, draft[field.id]!);
    }
    if (record) action.send('PATCH', `${props.api}/records/${record.id}`, { fields: changed });
    else action.send('POST', `${props.api}/records`, { fields: changed });
  };
  return (
    <Modal
      open
      onClose={props.onClose}
      title={record ? 'Edit record' : 'Add record'}
      primaryAction={{ content: record ? 'Save' : 'Add record', onAction: save, loading: action.busy }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose }]}
    >
      <Modal.Section>
        {/* The server checks values (the portal forms' rules), so every way of saving gets its message. */}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <BlockStack gap="300">
            {action.error ? <Banner tone="critical">{action.error}</Banner> : null}
            {fields.map((field, i) => (
              <FieldControl
                key={field.id}
                field={field}
                value={draft[field.id]!}
                readOnlyText={cellText(field, record?.fields[field.id])}
                autoFocus={i === 0}
                onChange={(value) => setDraft((d) => ({ ...d, [field.id]: value }))}
              />
            ))}
            {/* Enter in a text field saves, as in any form. */}
            <button type="submit" hidden />
          </BlockStack>
        </form>
      </Modal.Section>
    </Modal>
  );
}

function FieldControl(props: {
  field: TableField;
  value: string | boolean;
  readOnlyText: string;
  autoFocus: boolean;
  onChange: (value: string | boolean) => void;
}) {
  const { field, value } = props;
  if (!EDITABLE_TYPES.has(field.type)) {
    return (
      <BlockStack gap="100">
        <Text as="span" variant="bodyMd" fontWeight="medium">
          {field.name}
        </Text>
        <Text as="p" tone="subdued">
          {props.readOnlyText || 'Empty'} · this field type is edited in a later version of the grid.
        </Text>
      </BlockStack>
    );
  }
  if (field.type === 'checkbox') {
    return <Checkbox label={field.name} checked={value === true} onChange={(checked) => props.onChange(checked)} />;
  }
  const type = INPUT_TYPES[field.type] ?? 'text';
  return (
    <TextField
      label={field.name}
      value={String(value)}
      onChange={(text) => props.onChange(text)}
      type={type}
      multiline={field.type === 'multilineText' ? 3 : undefined}
      autoComplete="off"
      autoFocus={props.autoFocus}
    />
  );
}

const INPUT_TYPES: Record<string, 'text' | 'number' | 'date' | 'email' | 'url' | 'tel'> = {
  number: 'number',
  date: 'date',
  email: 'email',
  url: 'url',
  phoneNumber: 'tel',
};

function draftValue(field: TableField, value: unknown): string | boolean {
  if (field.type === 'checkbox') return value === true;
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? '' : String(value);
}

/** What the server takes for a control's value: numbers as numbers, an empty control clears the cell. */
function cellValue(field: TableField, value: string | boolean): string | number | boolean | null {
  if (typeof value === 'boolean') return value;
  if (value.trim() === '') return null;
  if (field.type === 'number') {
    const n = Number(value);
    return Number.isFinite(n) ? n : value;
  }
  return value;
}
