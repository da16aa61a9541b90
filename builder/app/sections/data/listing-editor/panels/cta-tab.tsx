import { CTA_ACTIONS, CTA_FIELD_TYPES, operationProblem, type TCtaAction, type TDataData } from '@atrium/core';
import { Banner, BlockStack, List, Text } from '@shopify/polaris';
import { ALIGN_OPTIONS, type DrawerTab, type FieldSpec } from '../../../../drawer-fields/field-specs';
import { operationsSpec } from './operations-spec';
import { tab, type FieldPick, type TableFields } from './panel-kit';
import { CTA_ACTION_LABELS, CTA_FIELD_LABELS } from './panel-options';

/**
 * Listing Fields → Call To Action: what the card's button does, the field it reads (only fields of
 * the types the action takes), its text and its style, size and alignment.
 */
export function ctaTab(pick: FieldPick, fields: TableFields): DrawerTab {
  return tab('cta', 'Call To Action', ctaFields(pick, fields), (data) => (
    <CtaNotes data={data as TDataData} fields={fields} />
  ));
}

/** What the card's own button does. */
function actionOf(data: unknown): TCtaAction {
  return (data as TDataData).cta?.action ?? 'none';
}

/** The Call To Action tab's controls (each shown for the actions it concerns). */
function ctaFields(pick: FieldPick, fields: TableFields): FieldSpec[] {
  const shown = (data: unknown) => actionOf(data) !== 'none';
  return [
    {
      kind: 'select',
      path: 'cta.action',
      label: 'Call To Action Button',
      options: CTA_ACTIONS.map((action) => ({ label: CTA_ACTION_LABELS[action], value: action })),
    },
    ...(Object.entries(CTA_FIELD_LABELS) as Array<[TCtaAction, string]>).map(([action, label]): FieldSpec => ({
      kind: 'select',
      path: 'cta.fieldId',
      label,
      options: pick([...CTA_FIELD_TYPES[action]]),
      visible: (data) => actionOf(data) === action,
    })),
    {
      kind: 'text',
      path: 'cta.label',
      label: 'Button text',
      helpText: 'Empty: a text that says what the button does.',
      visible: (data) => shown(data) && actionOf(data) !== 'upvote',
    },
    {
      kind: 'select',
      path: 'cta.style',
      label: 'Button style',
      options: [
        { label: 'Solid', value: 'solid' },
        { label: 'Outline', value: 'outline' },
        { label: 'Text with underline', value: 'underline' },
        { label: 'Text with background on hover', value: 'hover' },
      ],
      visible: (data) => shown(data) && actionOf(data) !== 'upvote',
    },
    {
      kind: 'select',
      path: 'cta.size',
      label: 'Button size',
      options: [
        { label: 'Extra small', value: 'xs' },
        { label: 'Small', value: 'sm' },
        { label: 'Medium', value: 'md' },
        { label: 'Large', value: 'lg' },
      ],
      visible: shown,
    },
    {
      kind: 'select',
      path: 'cta.alignment',
      label: 'Button alignment',
      options: ALIGN_OPTIONS,
      visible: shown,
    },
    {
      kind: 'text',
      path: 'cta.url',
      label: 'Link',
      helpText: 'A web address (https://…) or a page of this portal (/about).',
      visible: (data) => actionOf(data) === 'url',
    },
    {
      kind: 'toggle',
      path: 'cta.newTab',
      label: 'Open the website in a new tab',
      visible: (data) => actionOf(data) === 'website' || actionOf(data) === 'url',
    },
    { ...operationsSpec(fields, 'cta.operations'), visible: (data) => actionOf(data) === 'update' },
  ];
}

/** Under the controls: who sees the button (update and form actions) and the operations that will not work yet. */
function CtaNotes({ data, fields }: { data: TDataData; fields: TableFields }) {
  // The card's own action's operations that will not work, in the spec's words.
  const problems = (data: TDataData) =>
    actionOf(data) === 'update'
      ? (data.cta.operations ?? []).flatMap((op, i) => {
          const problem = operationProblem(op, fields);
          return problem ? [`Operation ${i + 1}: ${problem}`] : [];
        })
      : [];
  const action = actionOf(data);
  const found = problems(data);
  return (
    <BlockStack gap="200">
      {(action === 'update' || action === 'form') && (
        <Text as="p" tone="subdued">
          {action === 'update'
            ? 'People who may edit records (Permissions) see this button; it runs these operations on the card’s record.'
            : 'People who may edit records (Permissions) open the record’s Edit Record form (Forms) from the card.'}
        </Text>
      )}
      {found.length > 0 && (
        <Banner tone="warning" title="This button will not work yet">
          <List>
            {found.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Banner>
      )}
    </BlockStack>
  );
}
