import { countOf, type TDataData, type TSort } from '@atrium/core';
import { BlockStack, Text } from '@shopify/polaris';
import type { DrawerTab, EditorContext, FieldSpec } from '../../../../drawer-fields/field-specs';
import { filterLinkedFields } from './filter-tabs';
import { ListingSort } from './listing-sort';
import { ListingTypeControl } from './listing-type-control';
import { MissingFields } from './missing-fields';
import { tab, type PanelEnv } from './panel-kit';

/** Data Source: the table the listing shows (Source) and which of its records, in which order (View). */
export function dataSourceTabs(env: PanelEnv): DrawerTab[] {
  const { context } = env;
  const fields = context.tableFields;
  return [
    tab('source', 'Source', [], (data, change) => (
      <BlockStack gap="300">
        <SourceSummary data={data as TDataData} fieldCount={fields.length} />
        {(data as TDataData).source && (
          <ListingTypeControl
            siteId={env.siteId}
            data={data as TDataData}
            context={context}
            onChange={(next) => change('', next)}
          />
        )}
        <MissingFields
          data={data as TDataData}
          fields={fields}
          linkedFields={filterLinkedFields(data as TDataData, context)}
          onRemove={(next) => change('', next)}
        />
      </BlockStack>
    )),
    tab('view', 'View', rulesFields(context), (data, change) => (
      <ListingSort
        sort={(data as { sort?: TSort }).sort ?? { type: 'none' }}
        fields={fields}
        views={context.tableViews ?? []}
        onChange={(sort) => change('sort', sort)}
      />
    )),
  ];
}

/** Rules: which records the listing shows (static, a field of the user's, linked to the user). */
function rulesFields(context: EditorContext): FieldSpec[] {
  const fields = context.tableFields;
  const isStatic = (rule: unknown) => (rule as { type?: string }).type === 'static';
  return [
    {
      kind: 'list',
      path: 'rules',
      label: 'Rules',
      list: {
        path: 'rules',
        item: 'Rule',
        titlePath: 'type',
        max: 20,
        create: () => ({ type: 'static', fieldId: fields[0]?.id ?? '', operator: 'equals', value: '' }),
        fields: [
          {
            kind: 'select',
            path: 'type',
            label: 'Show only records',
            options: [
              { label: 'Whose field matches', value: 'static' },
              { label: 'Linked to the signed-in user', value: 'user' },
              { label: "Whose field equals one of the user's", value: 'fieldAttribute' },
            ],
          },
          {
            kind: 'select',
            path: 'fieldId',
            label: 'Field',
            options: fields.map((f) => ({ label: f.name, value: f.id })),
          },
          {
            kind: 'select',
            path: 'operator',
            label: 'Condition',
            options: [
              { label: 'is', value: 'equals' },
              { label: 'is not', value: 'notEquals' },
              { label: 'contains', value: 'contains' },
              { label: 'is empty', value: 'isEmpty' },
              { label: 'is not empty', value: 'isNotEmpty' },
            ],
            visible: isStatic,
          },
          {
            kind: 'text',
            path: 'value',
            label: 'Value',
            visible: (rule) =>
              isStatic(rule) && !['isEmpty', 'isNotEmpty'].includes((rule as { operator?: string }).operator ?? ''),
          },
          {
            kind: 'select',
            path: 'userFieldId',
            label: "User's field",
            options: [
              { label: 'Choose a field', value: '' },
              ...(context.userFields ?? []).map((f) => ({ label: f.name, value: f.id })),
            ],
            visible: (rule) => (rule as { type?: string }).type === 'fieldAttribute',
          },
        ],
      },
    },
  ];
}

function SourceSummary({ data, fieldCount }: { data: TDataData; fieldCount: number }) {
  const source = data.source;
  if (!source) return <Text as="p">This listing has no table yet.</Text>;
  const where = source.kind === 'local' ? 'Built-in table' : `Airtable base ${source.baseName || source.baseId}`;
  return (
    <BlockStack gap="100">
      <Text as="p" variant="headingSm">
        {source.tableName || source.tableId}
      </Text>
      <Text as="p" tone="subdued">
        {where}
        {fieldCount > 0 ? ` · ${countOf(fieldCount, 'field', 'fields')}` : ''}
      </Text>
    </BlockStack>
  );
}
