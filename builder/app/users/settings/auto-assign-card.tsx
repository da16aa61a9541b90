import { BlockStack, Button, Card, InlineStack, Select, Text } from '@shopify/polaris';
import { DeleteIcon, PlusIcon } from '@shopify/polaris-icons';
import { AutoAssignValueInput } from './auto-assign-value-input';
import type { SettingsOption } from './settings-data.server';

type Mapping = { group: string; value: string };

/** A field of the users table an auto-assign rule can read, with its choices when it has some. */
export interface AutoAssignField {
  id: string;
  name: string;
  choices: string[] | null;
}

export interface AutoAssign {
  fieldId: string;
  mapping: Mapping[];
}

/**
 * User Groups (spec doc 3 §4.4): rules that put people into groups from a field of the users
 * table at sign-up. Part of the Settings page's form, saved with its one Save (ADR 052).
 */
export function AutoAssignCard(props: {
  fields: AutoAssignField[];
  groups: SettingsOption[];
  value: AutoAssign;
  onChange: (value: AutoAssign) => void;
  /** Messages of core's schema by `mapping.{row}.{group|value}`, once the builder tried to save. */
  errors: Record<string, string>;
}) {
  const { fields, groups, value, onChange, errors } = props;
  const { fieldId } = value;
  // A field with no rule yet shows one empty row to fill in.
  const mapping = value.mapping.length > 0 ? value.mapping : [{ group: '', value: '' }];
  const setMapping = (next: Mapping[]) => onChange({ fieldId, mapping: next });
  const field = fields.find((f) => f.id === fieldId);
  // Spec doc 3 §4.4: choosing a field resets the mapping to one empty row; clearing it removes every rule.
  const chooseField = (id: string) => onChange({ fieldId: id, mapping: id ? [{ group: '', value: '' }] : [] });
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
                  onChange={(text) => setMapping(mapping.map((m, i) => (i === index ? { ...m, value: text } : m)))}
                  error={errors[`mapping.${index}.value`]}
                />
              </div>
              <div style={{ flex: 1 }}>
                <Select
                  label="Add to group"
                  placeholder="Choose a group"
                  options={groups}
                  value={row.group}
                  onChange={(group) => setMapping(mapping.map((m, i) => (i === index ? { ...m, group } : m)))}
                  error={errors[`mapping.${index}.group`]}
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
        {fieldId && (
          <InlineStack>
            <Button icon={PlusIcon} onClick={() => setMapping([...mapping, { group: '', value: '' }])}>
              Add rule
            </Button>
          </InlineStack>
        )}
      </BlockStack>
    </Card>
  );
}
