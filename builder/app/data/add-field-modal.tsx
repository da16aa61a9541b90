import { GRID_FIELD_TYPES, GRID_FIELD_TYPE_LABELS, TABLE_MESSAGES } from '@atrium/core';
import { Banner, BlockStack, Modal, Select, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { useJsonAction } from './use-json-action';

/** Add field: a name and one of the grid's field types; the field goes at the end of the table. */
export function AddFieldModal(props: { api: string; onClose: () => void; onAdded: () => void }) {
  const [name, setName] = useState('');
  const [type, setType] = useState<string>(GRID_FIELD_TYPES[0]);
  const [touched, setTouched] = useState(false);
  const action = useJsonAction(() => {
    props.onAdded();
    props.onClose();
  });
  const empty = name.trim() === '';
  const submit = () => {
    setTouched(true);
    if (!empty) action.send('POST', props.api, { name, type });
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
          </BlockStack>
        </form>
      </Modal.Section>
    </Modal>
  );
}
