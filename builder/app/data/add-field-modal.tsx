import { GRID_FIELD_TYPES, GRID_FIELD_TYPE_LABELS, TABLE_MESSAGES } from '@atrium/core';
import { Banner, BlockStack, Modal, Select, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { DEFAULT_NUMBER_FORMAT, NumberOptions, numberBody } from './number-options';
import { useJsonAction } from './use-json-action';

/**
 * Add field: a name and a type; select fields take their options (one per line), link fields
 * the table they point at, numbers their decimal places and currency. The field goes at the end of the table.
 */
export function AddFieldModal(props: {
  api: string;
  tables: Array<{ id: string; name: string }>;
  onClose: () => void;
  onAdded: () => void;
}) {
  const [name, setName] = useState('');
  const [type, setType] = useState<string>(GRID_FIELD_TYPES[0]);
  const [choices, setChoices] = useState('');
  const [linkedTableId, setLinkedTableId] = useState(props.tables[0]?.id ?? '');
  const [format, setFormat] = useState(DEFAULT_NUMBER_FORMAT);
  const [touched, setTouched] = useState(false);
  const action = useJsonAction(() => {
    props.onAdded();
    props.onClose();
  });
  const empty = name.trim() === '';
  const selects = type === 'singleSelect' || type === 'multipleSelects';
  const submit = () => {
    setTouched(true);
    if (empty) return;
    const options = choices
      .split('\n')
      .map((c) => c.trim())
      .filter(Boolean);
    action.send('POST', props.api, {
      name,
      type,
      ...(selects ? { choices: options } : {}),
      ...(type === 'multipleRecordLinks' ? { linkedTableId } : {}),
      ...(type === 'number' ? numberBody(format) : {}),
    });
  };
  return (
    <Modal
      open
      onClose={props.onClose}
      title="Add field"
      primaryAction={{ content: 'Add field', onAction: submit, loading: action.busy }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose }]}
    >
      <Modal.Section>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <BlockStack gap="300">
            {action.error ? <Banner tone="critical">{action.error}</Banner> : null}
            <TextField
              label="Field name"
              value={name}
              onChange={setName}
              onBlur={() => setTouched(true)}
              autoComplete="off"
              autoFocus
              maxLength={100}
              error={touched && empty ? TABLE_MESSAGES.fieldNameRequired : undefined}
            />
            <Select
              label="Field type"
              options={GRID_FIELD_TYPES.map((t) => ({ label: GRID_FIELD_TYPE_LABELS[t], value: t }))}
              value={type}
              onChange={setType}
            />
            {selects ? (
              <TextField
                label="Options"
                value={choices}
                onChange={setChoices}
                multiline={4}
                autoComplete="off"
                helpText="One option per line, in the order they are offered."
              />
            ) : null}
            {type === 'multipleRecordLinks' ? (
              <Select
                label="Link to table"
                options={props.tables.map((t) => ({ label: t.name, value: t.id }))}
                value={linkedTableId}
                onChange={setLinkedTableId}
                helpText="The linked table gets a field that links back, kept in step with this one."
              />
            ) : null}
            {type === 'number' ? <NumberOptions value={format} onChange={setFormat} /> : null}
          </BlockStack>
        </form>
      </Modal.Section>
    </Modal>
  );
}
