import { TABLE_MESSAGES, type TableField } from '@atrium/core';
import type { FieldDeletion } from '@atrium/integrations';
import { useFetcher } from '@remix-run/react';
import { Banner, BlockStack, Checkbox, Modal, Spinner, Text, TextField } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { useJsonAction } from './use-json-action';

/** Rename field: required, unique in the table (the server says when it is taken). */
export function RenameFieldModal(props: { url: string; field: TableField; onClose: () => void; onDone: () => void }) {
  const [name, setName] = useState(props.field.name);
  const action = useJsonAction(() => {
    props.onDone();
    props.onClose();
  });
  const empty = name.trim() === '';
  const submit = () => {
    if (!empty) action.send('PATCH', props.url, { name });
  };
  return (
    <Modal
      open
      onClose={props.onClose}
      title="Rename field"
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
              label="Field name"
              value={name}
              onChange={setName}
              autoComplete="off"
              autoFocus
              maxLength={100}
              error={empty ? TABLE_MESSAGES.fieldNameRequired : undefined}
            />
          </BlockStack>
        </form>
      </Modal.Section>
    </Modal>
  );
}

/**
 * Delete field: first asks the server what it would refuse on or lose. While pages, the users
 * set-up or views use the field, it names them and offers no Delete; otherwise it says how many
 * records lose their value, and for a link, asks whether its other side goes too.
 */
export function DeleteFieldModal(props: { url: string; field: TableField; onClose: () => void; onDone: () => void }) {
  const plan = useFetcher<FieldDeletion | { ok: false; error: string }>();
  const [alsoInverse, setAlsoInverse] = useState(false);
  const action = useJsonAction(() => {
    props.onDone();
    props.onClose();
  });
  const { url } = props;
  useEffect(() => {
    plan.load(url);
    // Loaded once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);
  const data = plan.data && 'uses' in plan.data ? plan.data : undefined;
  const failed = plan.data && 'error' in plan.data ? plan.data.error : undefined;
  const refused = data ? data.uses.length > 0 : true;
  return (
    <Modal
      open
      onClose={props.onClose}
      title={`Delete the field ${props.field.name}?`}
      primaryAction={{
        content: 'Delete field',
        destructive: true,
        disabled: refused,
        loading: action.busy,
        onAction: () => action.send('DELETE', url, { alsoInverse }),
      }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose }]}
    >
      <Modal.Section>
        <BlockStack gap="300">
          {action.error ? <Banner tone="critical">{action.error}</Banner> : null}
          {failed ? <Banner tone="critical">{failed}</Banner> : null}
          {!data && !failed ? <Spinner size="small" accessibilityLabel="Checking what uses this field" /> : null}
          {data && data.uses.length > 0 ? <Banner tone="warning">{TABLE_MESSAGES.fieldInUse(data.uses)}</Banner> : null}
          {data && data.uses.length === 0 ? <Text as="p">{TABLE_MESSAGES.fieldValuesLost(data.values)}</Text> : null}
          {data?.inverse && data.uses.length === 0 ? (
            <Checkbox
              label={`Also delete the field "${data.inverse.fieldName}" of ${data.inverse.tableName}`}
              helpText={
                alsoInverse
                  ? `Its links in ${data.inverse.values === 1 ? '1 record' : `${data.inverse.values} records`} are deleted too.`
                  : `It stays as a one-way link, with its values.`
              }
              checked={alsoInverse}
              onChange={setAlsoInverse}
            />
          ) : null}
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}
