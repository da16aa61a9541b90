import type { Attachment, DataRecord, TableField } from '@atrium/core';
import {
  Banner,
  BlockStack,
  Checkbox,
  ChoiceList,
  InlineStack,
  Modal,
  Select,
  Text,
  TextField,
} from '@shopify/polaris';
import { formatDateTime } from '@atrium/core';
import { useState } from 'react';
import { MarkdownEditor } from '../rich-text/markdown-editor';
import { AttachmentEditor } from './attachment-editor';
import { cellText, EDITABLE_TYPES } from './cell-text';
import { linkedTableApi } from './grid-api';
import { LinkPicker } from './link-picker';
import { dateTimeResult, localParts, timeZoneLabel } from './local-date-time';
import { useJsonAction } from './use-json-action';

type DraftValue = string | boolean | string[] | Attachment[];
type Draft = Record<string, DraftValue>;

/**
 * A record as a form (the grid's Add record, and a row opened): one control per field of the
 * types the grid edits (attachments upload in place, ADR 038); other types show their value. Saving sends
 * only the cells that changed; the server checks them with the portal forms' rules and its
 * message shows above the form.
 */
export function RecordModal(props: {
  api: string;
  fields: TableField[];
  record: DataRecord | null;
  /** Names of linked records, by id. */
  linkNames: Record<string, string>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { fields, record } = props;
  const [names, setNames] = useState(props.linkNames);
  const initial = Object.fromEntries(fields.map((f) => [f.id, draftValue(f, record?.fields[f.id])])) as Draft;
  const [draft, setDraft] = useState<Draft>(initial);
  const action = useJsonAction(() => {
    props.onSaved();
    props.onClose();
  });
  const save = () => {
    const changed: Record<string, string | number | boolean | string[] | Attachment[] | null> = {};
    for (const field of fields) {
      if (!EDITABLE_TYPES.has(field.type) || sameValue(draft[field.id]!, initial[field.id]!)) continue;
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
                readOnlyText={cellText(field, record?.fields[field.id], names)}
                autoFocus={i === 0}
                api={props.api}
                linkApi={linkedTableApi(props.api, field)}
                names={names}
                onNames={setNames}
                onChange={(value) =>
                  setDraft((d) => ({ ...d, [field.id]: typeof value === 'function' ? value(d[field.id]) : value }))
                }
                onSubmit={save}
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
  value: DraftValue;
  readOnlyText: string;
  autoFocus: boolean;
  api: string;
  linkApi: string;
  names: Record<string, string>;
  onNames: (names: Record<string, string>) => void;
  /** A value, or (attachments, whose uploads end one by one) an update of the current one. */
  onChange: (value: DraftValue | ((current: DraftValue | undefined) => DraftValue)) => void;
  /** Ctrl or Cmd+Enter in the rich text editor. */
  onSubmit: () => void;
}) {
  const { field, value } = props;
  const choices = (field.options?.choices ?? []).map((c) => c.name);
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
  switch (field.type) {
    case 'checkbox':
      return <Checkbox label={field.name} checked={value === true} onChange={(checked) => props.onChange(checked)} />;
    case 'singleSelect':
      return (
        <Select
          label={field.name}
          options={[{ label: 'None', value: '' }, ...choices.map((c) => ({ label: c, value: c }))]}
          value={typeof value === 'string' ? value : ''}
          onChange={(choice) => props.onChange(choice)}
        />
      );
    case 'multipleSelects':
      return (
        <ChoiceList
          title={field.name}
          allowMultiple
          choices={choices.map((c) => ({ label: c, value: c }))}
          selected={Array.isArray(value) ? (value as string[]) : []}
          onChange={(selected) => props.onChange(selected)}
        />
      );
    case 'multipleAttachments':
      return (
        <AttachmentEditor
          api={props.api}
          label={field.name}
          value={Array.isArray(value) ? (value as Attachment[]) : []}
          onChange={(next) =>
            props.onChange((current) => {
              const items = Array.isArray(current) ? (current as Attachment[]) : [];
              return typeof next === 'function' ? next(items) : next;
            })
          }
        />
      );
    case 'multipleRecordLinks':
      return (
        <LinkPicker
          label={field.name}
          api={props.linkApi}
          value={Array.isArray(value) ? (value as string[]) : []}
          names={props.names}
          onChange={(ids, names) => {
            props.onNames(names);
            props.onChange(ids);
          }}
        />
      );
    case 'richText':
      return (
        <MarkdownEditor
          label={field.name}
          value={String(value)}
          onChange={props.onChange}
          onSubmit={props.onSubmit}
          autoFocus={props.autoFocus}
        />
      );
    case 'dateTime':
      return <DateTimeControl field={field} value={String(value)} onChange={props.onChange} />;
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

/**
 * A date-time as the grid's picker edits it: a date and a time in the builder's time zone (the
 * draft holds 'YYYY-MM-DD HH:mm'), saved in UTC.
 */
function DateTimeControl(props: { field: TableField; value: string; onChange: (value: string) => void }) {
  const [date = '', time = ''] = props.value.split(' ');
  const result = dateTimeResult(date, time);
  const utc = 'value' in result && typeof result.value === 'string' ? result.value : null;
  return (
    <BlockStack gap="100">
      <InlineStack gap="200" wrap={false}>
        <TextField
          label={`${props.field.name}: date`}
          type="date"
          value={date}
          onChange={(next) => props.onChange(`${next} ${time}`.trim())}
          autoComplete="off"
        />
        <TextField
          label={`${props.field.name}: time`}
          type="time"
          value={time}
          onChange={(next) => props.onChange(`${date} ${next}`)}
          autoComplete="off"
        />
      </InlineStack>
      <Text as="p" tone="subdued">
        {`Your time (${timeZoneLabel()}).${utc ? ` Saved as ${formatDateTime(utc)}.` : ''}`}
      </Text>
    </BlockStack>
  );
}

const INPUT_TYPES: Record<string, 'text' | 'number' | 'date' | 'email' | 'url' | 'tel'> = {
  number: 'number',
  date: 'date',
  email: 'email',
  url: 'url',
  phoneNumber: 'tel',
};

function draftValue(field: TableField, value: unknown): DraftValue {
  if (field.type === 'checkbox') return value === true;
  if (field.type === 'multipleAttachments') return Array.isArray(value) ? (value as Attachment[]) : [];
  if (field.type === 'multipleSelects' || field.type === 'multipleRecordLinks') {
    return Array.isArray(value) ? value.map(String) : [];
  }
  if (value === undefined || value === null) return '';
  // A date-time edits as the builder's date and time ('YYYY-MM-DD HH:mm').
  if (field.type === 'dateTime' && typeof value === 'string') {
    const local = localParts(value);
    return local ? `${local.date} ${local.time}` : value;
  }
  return typeof value === 'object' ? '' : String(value);
}

function sameValue(a: DraftValue, b: DraftValue): boolean {
  const key = (v: string | Attachment) => (typeof v === 'string' ? v : v.id);
  return Array.isArray(a) && Array.isArray(b) ? a.map(key).join('\n') === b.map(key).join('\n') : a === b;
}

/** What the server takes for a control's value: numbers as numbers, an empty control clears the cell. */
function cellValue(field: TableField, value: DraftValue): string | number | boolean | string[] | Attachment[] | null {
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length > 0 ? value : null;
  if (value.trim() === '') return null;
  if (field.type === 'number') {
    const n = Number(value);
    return Number.isFinite(n) ? n : value;
  }
  if (field.type === 'dateTime') {
    const [date = '', time = ''] = value.split(' ');
    const result = dateTimeResult(date, time);
    return 'value' in result ? result.value : result.text;
  }
  return value;
}
