import { TABLE_MESSAGES } from '@atrium/core';
import { useNavigate } from '@remix-run/react';
import { Banner, BlockStack, Modal, Text, TextField } from '@shopify/polaris';
import { useState } from 'react';
import { useJsonAction } from './use-json-action';

/** Rename table: the name is required and unique in the portal (the server says when it is taken). */
export function RenameTableModal(props: { api: string; name: string; onClose: () => void; onRenamed: () => void }) {
  const [name, setName] = useState(props.name);
  const action = useJsonAction(() => {
    props.onRenamed();
    props.onClose();
  });
  const empty = name.trim() === '';
  const submit = () => {
    if (!empty) action.send('PATCH', props.api, { name });
  };
  return (
    <Modal
      open
      onClose={props.onClose}
      title="Rename table"
      primaryAction={{ content: 'Save', onAction: submit, loading: action.busy, disabled: empty }}
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
              label="Table name"
              value={name}
              onChange={setName}
              autoComplete="off"
              autoFocus
              maxLength={100}
              error={empty ? TABLE_MESSAGES.nameRequired : undefined}
            />
          </BlockStack>
        </form>
      </Modal.Section>
    </Modal>
  );
}

/**
 * Delete table: says what is lost (its records), and shows the server's refusal naming what
 * still uses the table. After deleting, the Data area opens with the confirmation.
 */
export function DeleteTableModal(props: {
  api: string;
  siteId: string;
  name: string;
  records: number;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const action = useJsonAction(
    (answer) => navigate(`/edit/${props.siteId}/data`, { state: { toast: answer.message } }),
    { toast: false },
  );
  return (
    <Modal
      open
      onClose={props.onClose}
      title={`Delete ${props.name}?`}
      primaryAction={{
        content: 'Delete table',
        destructive: true,
        loading: action.busy,
        onAction: () => action.send('DELETE', props.api, {}),
      }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose }]}
    >
      <Modal.Section>
        <BlockStack gap="300">
          {action.error ? <Banner tone="critical">{action.error}</Banner> : null}
          <Text as="p">
            {`The table and its ${props.records === 1 ? 'record' : `${props.records.toLocaleString('en-US')} records`} will be deleted. This cannot be undone; export the table as CSV first to keep a copy.`}
          </Text>
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}

/** Delete the selected records, after saying that portals stop showing them; `onDeleted` names those deleted. */
export function DeleteRecordsModal(props: {
  api: string;
  recordIds: string[];
  onClose: () => void;
  onDeleted: (recordIds: string[]) => void;
}) {
  const action = useJsonAction<{ deleted: string[] }>((answer) => {
    props.onDeleted(answer.deleted);
    props.onClose();
  });
  const count = props.recordIds.length;
  return (
    <Modal
      open
      onClose={props.onClose}
      title={count === 1 ? 'Delete 1 record?' : `Delete ${count} records?`}
      primaryAction={{
        content: 'Delete',
        destructive: true,
        loading: action.busy,
        onAction: () => action.send('DELETE', `${props.api}/records`, { recordIds: props.recordIds }),
      }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose }]}
    >
      <Modal.Section>
        <BlockStack gap="200">
          {action.error ? <Banner tone="critical">{action.error}</Banner> : null}
          <Text as="p">
            Deleted records are gone from the table and from every portal page that shows it. Undo in the grid adds them
            back with their values.
          </Text>
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
