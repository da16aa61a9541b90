import { GRID_FIELD_TYPES, GRID_FIELD_TYPE_LABELS, TABLE_MESSAGES, type TableField } from '@atrium/core';
import type { TypeChange } from '@atrium/integrations';
import { useFetcher } from '@remix-run/react';
import { Banner, BlockStack, List, Modal, Select, Spinner, Text, TextField } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import { DEFAULT_NUMBER_FORMAT, NumberOptions, numberBody, type NumberFormat } from './number-options';
import { useJsonAction } from './use-json-action';

type Preview = ({ ok: true } & TypeChange) | { ok: false; error: string };

/** Types a field can change to (links and attachments keep theirs). */
const TYPES = GRID_FIELD_TYPES.filter((t) => t !== 'multipleRecordLinks' && t !== 'multipleAttachments');

/**
 * Change type: the new type and its options, then a dry run on the server says how many values
 * convert and how many cannot (with examples) before anything changes. Change type is offered
 * only for the options the preview counted; the change then says the same counts.
 */
export function ChangeTypeModal(props: { url: string; field: TableField; onClose: () => void; onDone: () => void }) {
  const { field } = props;
  const [type, setType] = useState<string>(field.type === 'multipleRecordLinks' ? 'singleLineText' : field.type);
  const [choices, setChoices] = useState('');
  const [format, setFormat] = useState<NumberFormat>({
    precision: typeof field.options?.precision === 'number' ? field.options.precision : DEFAULT_NUMBER_FORMAT.precision,
    currency: typeof field.options?.currency === 'string' ? field.options.currency : '',
  });
  const preview = useFetcher<Preview>();
  // The form the shown preview counted: Change type applies only that one.
  const [previewed, setPreviewed] = useState('');
  const action = useJsonAction(() => {
    props.onDone();
    props.onClose();
  });
  const selects = type === 'singleSelect' || type === 'multipleSelects';
  const body = {
    type,
    ...(selects ? { choices: lines(choices) } : {}),
    ...(type === 'number' ? numberBody(format) : {}),
  };
  const key = JSON.stringify(body);
  const url = `${props.url}/type`;
  const fixed = field.type === 'multipleRecordLinks' || field.type === 'multipleAttachments';
  useEffect(() => {
    if (fixed) return;
    const timer = setTimeout(() => {
      setPreviewed(key);
      preview.submit(JSON.stringify({ ...JSON.parse(key), dryRun: true }), {
        method: 'POST',
        action: url,
        encType: 'application/json',
      });
    }, 250);
    return () => clearTimeout(timer);
    // The preview follows the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, url, fixed]);
  const current = preview.state === 'idle' && previewed === key ? preview.data : undefined;
  const counted = current?.ok ? current : undefined;
  const refused = current && !current.ok ? current.error : undefined;
  return (
    <Modal
      open
      onClose={props.onClose}
      title={`Change the type of ${field.name}`}
      primaryAction={{
        content: 'Change type',
        disabled: !counted || fixed,
        loading: action.busy,
        onAction: () => action.send('POST', url, { ...body, dryRun: false }),
      }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose }]}
    >
      <Modal.Section>
        <BlockStack gap="300">
          {action.error ? <Banner tone="critical">{action.error}</Banner> : null}
          {fixed ? (
            <Banner tone="info">
              {field.type === 'multipleRecordLinks' ? TABLE_MESSAGES.linksKeepType : TABLE_MESSAGES.attachmentsKeepType}
            </Banner>
          ) : (
            <>
              <Select
                label="New type"
                options={TYPES.map((t) => ({ label: GRID_FIELD_TYPE_LABELS[t], value: t }))}
                value={type}
                onChange={setType}
              />
              {selects ? (
                <TextField
                  label="Options"
                  value={choices}
                  onChange={setChoices}
                  multiline={3}
                  autoComplete="off"
                  helpText="Optional, one per line. Every value the records hold becomes an option too."
                />
              ) : null}
              {type === 'number' ? <NumberOptions value={format} onChange={setFormat} /> : null}
              <PreviewText counted={counted} refused={refused} />
            </>
          )}
        </BlockStack>
      </Modal.Section>
    </Modal>
  );
}

function PreviewText(props: { counted?: TypeChange; refused?: string }) {
  const { counted, refused } = props;
  if (!counted && !refused) return <Spinner size="small" accessibilityLabel="Counting the values" />;
  if (!counted) return <Banner tone="warning">{refused}</Banner>;
  return (
    <BlockStack gap="200">
      {counted.uses.length > 0 ? <Banner tone="warning">{TABLE_MESSAGES.typeChangeUses(counted.uses)}</Banner> : null}
      <Counts counted={counted} />
    </BlockStack>
  );
}

function Counts({ counted }: { counted: TypeChange }) {
  return (
    <Banner tone={counted.cleared > 0 ? 'warning' : 'info'}>
      <BlockStack gap="200">
        <Text as="p">{counted.message}</Text>
        {counted.examples.length > 0 ? (
          <List>
            {counted.examples.map((example, i) => (
              <List.Item
                key={i}
              >{`“${example.length > 60 ? `${example.slice(0, 60)}…` : example}” will be cleared`}</List.Item>
            ))}
          </List>
        ) : null}
        {counted.newChoices.length > 0 ? (
          <Text
            as="p"
            tone="subdued"
          >{`New options: ${counted.newChoices.slice(0, 20).join(', ')}${counted.newChoices.length > 20 ? '…' : ''}`}</Text>
        ) : null}
      </BlockStack>
    </Banner>
  );
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
