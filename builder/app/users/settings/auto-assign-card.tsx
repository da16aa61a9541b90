import { BlockStack, Button, Card, InlineStack, Select, Text } from '@shopify/polaris';
import { DeleteIcon, PlusIcon } from '@shopify/polaris-icons';
import { useState } from 'react';
import { useApiFetcher } from '../use-json-fetcher';
import { AutoAssignValueInput } from './auto-assign-value-input';
import type { SettingsOption } from './settings-data.server';

type Mapping = { group: string; value: string };

/** A field of the users table an auto-assign rule can read, with its choices when it has some. */
export interface AutoAssignField {
  id: string;
  name: string;
  choices: string[] | null;
}

/** User Groups (spec doc 3 §4.4): rules that put people into groups from a field of the users table at sign-up. */
export function AutoAssignCard(props: {
  siteId: string;
  autoAssign: { field?: { id: string } | null; mapping: Mapping[] };
  fields: AutoAssignField[];
  groups: SettingsOption[];
}) {
  const { siteId, autoAssign, fields, groups } = props;
  const [fieldId, setFieldId] = useState(autoAssign.field?.id ?? '');
  const [mapping, setMapping] = useState<Mapping[]>(
    autoAssign.mapping.length > 0 ? autoAssign.mapping : [{ group: '', value: '' }],
  );
  const [tried, setTried] = useState(false);
  const { send, busy } = useApiFetcher();
  const field = fields.find((f) => f.id === fieldId);
  const chooseField = (id: string) => {
    setFieldId(id);
    // Spec doc 3 §4.4: choosing a field resets the mapping to one empty row; clearing it removes every rule.
    setMapping([{ group: '', value: '' }]);
    setTried(false);
  };
  const save = () => {
    setTried(true);
    if (fieldId && mapping.some((m) => !m.group || !m.value.trim())) return;
    send(`/api/apps/${siteId}/app-config`, 'PATCH', {
      intent: 'auto-assign',
      fieldId,
      mapping: fieldId ? mapping : [],
    });
  };
  return (
    <Card>
      <BlockStack gap="300">
        <Text as="h2" variant="headingMd">
          User Groups
        </Text>
        <Text as="p" tone="subdued">
          Put people into groups from a field of your users table, when they sign up.
        </Text>
        <Select
          label="Field"
          options={[{ label: 'No field (off)', value: '' }, ...fields.map((f) => ({ label: f.name, value: f.id }))]}
          value={fieldId}
          onChange={chooseField}
        />
        {fieldId &&
          mapping.map((row, index) => (
            <InlineStack key={index} gap="200" blockAlign="end" wrap={false}>
              <div style={{ flex: 1 }}>
                <AutoAssignValueInput
                  label="When the value is"
                  choices={field?.choices ?? null}
                  value={row.value}
                  onChange={(value) => setMapping(mapping.map((m, i) => (i === index ? { ...m, value } : m)))}
                  error={tried && !row.value.trim() ? 'You need to specify the value to match' : undefined}
                />
              </div>
              <div style={{ flex: 1 }}>
                <Select
                  label="Add to group"
                  placeholder="Choose a group"
                  options={groups}
                  value={row.group}
                  onChange={(group) => setMapping(mapping.map((m, i) => (i === index ? { ...m, group } : m)))}
                  error={tried && !row.group ? 'You need to select a group' : undefined}
                />
              </div>
              <Button
                icon={DeleteIcon}
                accessibilityLabel={`Remove rule ${index + 1}`}
                disabled={mapping.length === 1}
                onClick={() => setMapping(mapping.filter((_, i) => i !== index))}
              />
            </InlineStack>
          ))}
        <InlineStack gap="200">
          {fieldId && (
            <Button icon={PlusIcon} onClick={() => setMapping([...mapping, { group: '', value: '' }])}>
              Add rule
            </Button>
          )}
          <Button variant="primary" loading={busy} onClick={save}>
            Save
          </Button>
        </InlineStack>
      </BlockStack>
    </Card>
  );
}
