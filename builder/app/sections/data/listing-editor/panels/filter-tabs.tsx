import {
  FILTER_FIELD_TYPES,
  FILTER_SOURCES,
  FILTER_SOURCE_LABELS,
  NO_FILTERS_MESSAGE,
  ZListingFilterSchema,
  filterLinkFields,
  filterTitleFields,
  listingFilterDefinitions,
  withFilterFields,
  withFilterLink,
  withFilterSource,
  type TDataData,
  type TFilterSource,
  type TListingFilter,
} from '@atrium/core';
import { BlockStack, ChoiceList, Select, Text, TextField } from '@shopify/polaris';
import type { DrawerTab, EditorContext } from '../../../../drawer-fields/field-specs';

/**
 * The Filters panel's Source and Settings tabs (spec doc 2 §2 'Filters (tabs Source, Settings,
 * Styles)', §4 'Filters'): where the filters come from (none, select fields of the table, or the
 * records of a table it links to) and how each filter looks. Source changes go through core's
 * state rules (`withFilterSource` and friends), so the preview and the saved listing follow them.
 */

type Change = (path: string, value: unknown) => void;
type Field = EditorContext['tableFields'][number];
type Table = NonNullable<EditorContext['tables']>[number];

export const NO_SELECT_FIELDS_MESSAGE =
  'Filters are made from single or multiple select fields, and this table has none.';
export const NO_LINK_FIELDS_MESSAGE = 'This table has no link field to another table to filter by.';

/** What each source means, under the choice. */
const SOURCE_HELP: Record<TFilterSource, string> = {
  none: 'The listing shows no filters.',
  field: 'People filter by the choices of single and multiple select fields.',
  table: 'People filter by the records of a table this one links to.',
};

/**
 * What the Source tab offers for a listing: the sources, the table's select fields, its link
 * fields, and the linked table of the chosen link with the fields that title and sort its records.
 */
export function filterSourceChoices(data: TDataData, context: EditorContext) {
  const tables = context.tables ?? [];
  const listed: Pick<Table, 'id' | 'fields'> = tables.find((t) => t.id === data.source?.tableId) ?? {
    id: data.source?.tableId ?? '',
    fields: context.tableFields,
  };
  const links = filterLinkFields(data.source?.kind ?? 'local', listed, tables);
  const link = links.find((f) => f.id === data.filterSource.linkFieldId);
  const linked = link ? tables.find((t) => t.id === link.options?.linkedTableId) : undefined;
  return {
    sources: FILTER_SOURCES.map((value) => ({ value, label: FILTER_SOURCE_LABELS[value] })),
    selectFields: context.tableFields.filter((f) => FILTER_FIELD_TYPES.includes(f.type)),
    links,
    linked,
    titleFields: linked ? filterTitleFields(linked.fields) : [],
  };
}

/** The fields of the table a listing's table filter lists (undefined until the tables are known). */
export function filterLinkedFields(data: TDataData, context: EditorContext): ReadonlySet<string> | undefined {
  if (data.filterSource.source !== 'table' || !data.filterSource.linkFieldId || !context.tables?.length) {
    return undefined;
  }
  const listed = context.tables.find((t) => t.id === data.source?.tableId);
  const link = listed?.fields.find((f) => f.id === data.filterSource.linkFieldId);
  const linked = context.tables.find((t) => t.id === link?.options?.linkedTableId);
  return new Set((linked?.fields ?? []).map((f) => f.id));
}

export function filterSourceTab(context: EditorContext): DrawerTab {
  return {
    id: 'source',
    label: 'Source',
    fields: [],
    render: (data, change) => <FilterSource data={data as TDataData} context={context} change={change} />,
  };
}

function FilterSource({ data, context, change }: { data: TDataData; context: EditorContext; change: Change }) {
  const choices = filterSourceChoices(data, context);
  const source = data.filterSource;
  return (
    <BlockStack gap="300">
      <Select
        label="Filter by"
        options={choices.sources}
        value={source.source}
        helpText={SOURCE_HELP[source.source]}
        onChange={(value) => change('', withFilterSource(data, value as TFilterSource))}
      />
      {source.source === 'none' && (
        <Text as="p" tone="subdued">
          {NO_FILTERS_MESSAGE}
        </Text>
      )}
      {source.source === 'field' &&
        (choices.selectFields.length === 0 ? (
          <Text as="p" tone="subdued">
            {NO_SELECT_FIELDS_MESSAGE}
          </Text>
        ) : (
          <ChoiceList
            allowMultiple
            title="Filter fields"
            choices={choices.selectFields.map((f) => ({ label: f.name, value: f.id }))}
            selected={data.filters.map((f) => f.fieldId)}
            onChange={(ids) => change('', withFilterFields(data, ids))}
          />
        ))}
      {source.source === 'table' &&
        (choices.links.length === 0 ? (
          <Text as="p" tone="subdued">
            {NO_LINK_FIELDS_MESSAGE}
          </Text>
        ) : (
          <BlockStack gap="200">
            <Select
              label="Link field"
              helpText="People filter by the records this field links to."
              options={[
                { label: 'Choose a link field', value: '' },
                ...choices.links.map((f) => ({ label: f.name, value: f.id })),
              ]}
              value={choices.links.some((f) => f.id === source.linkFieldId) ? source.linkFieldId : ''}
              onChange={(id) => {
                const link = choices.links.find((f) => f.id === id);
                const linked = (context.tables ?? []).find((t) => t.id === link?.options?.linkedTableId);
                change('', withFilterLink(data, link, linked));
              }}
            />
            {choices.linked && (
              <>
                <Text as="p" tone="subdued">
                  {`Options are the records of ${choices.linked.name}.`}
                </Text>
                <Select
                  label="Title field"
                  options={choices.titleFields.map((f) => ({ label: f.name, value: f.id }))}
                  value={source.titleFieldId || (choices.linked.primaryFieldId ?? '')}
                  onChange={(id) => change('filterSource.titleFieldId', id)}
                />
                <Select
                  label="Sort options by"
                  options={[
                    { label: 'Their title', value: '' },
                    ...choices.titleFields.map((f) => ({ label: f.name, value: f.id })),
                  ]}
                  value={source.sortFieldId}
                  onChange={(id) => change('filterSource.sortFieldId', id)}
                />
                <Select
                  label="Sort order"
                  options={[
                    { label: 'Ascending', value: 'asc' },
                    { label: 'Descending', value: 'desc' },
                  ]}
                  value={source.order}
                  onChange={(order) => change('filterSource.order', order === 'desc' ? 'desc' : 'asc')}
                />
              </>
            )}
          </BlockStack>
        ))}
    </BlockStack>
  );
}

/** Settings: each filter's label, look (dropdown or tags) and single or multiple choice; then how filters combine. */
export function filterSettingsTab(context: EditorContext): DrawerTab {
  return {
    id: 'settings',
    label: 'Settings',
    fields: [
      {
        kind: 'select',
        path: 'conjunction',
        label: 'Records must match',
        options: [
          { label: 'Any filter (or)', value: 'or' },
          { label: 'Every filter (and)', value: 'and' },
        ],
      },
    ],
    render: (data, change) => <FilterSettings data={data as TDataData} context={context} change={change} />,
  };
}

function FilterSettings({ data, context, change }: { data: TDataData; context: EditorContext; change: Change }) {
  const definitions = listingFilterDefinitions(data);
  if (definitions.length === 0) {
    return (
      <Text as="p" tone="subdued">
        {NO_FILTERS_MESSAGE}
      </Text>
    );
  }
  const nameOf = (id: string) => context.tableFields.find((f: Field) => f.id === id)?.name ?? id;
  // A table filter may have no settings of its own yet: the first change stores them.
  const update = (filter: TListingFilter, patch: Partial<TListingFilter>) => {
    const next = ZListingFilterSchema.parse({ ...filter, ...patch });
    const at = data.filters.findIndex((f) => f.fieldId === filter.fieldId);
    change('filters', at < 0 ? [...data.filters, next] : data.filters.map((f, i) => (i === at ? next : f)));
  };
  return (
    <BlockStack gap="400">
      {definitions.map((filter) => (
        <BlockStack key={filter.fieldId} gap="200">
          <Text as="h3" variant="headingSm">
            {nameOf(filter.fieldId)}
          </Text>
          <TextField
            label={`${nameOf(filter.fieldId)} label`}
            value={filter.label}
            placeholder={nameOf(filter.fieldId)}
            maxLength={100}
            autoComplete="off"
            onChange={(label) => update(filter, { label })}
          />
          <Select
            label={`${nameOf(filter.fieldId)} shown as`}
            options={[
              { label: 'Dropdown', value: 'dropdown' },
              { label: 'Tags', value: 'tags' },
            ]}
            value={filter.type}
            onChange={(type) => update(filter, { type: type === 'tags' ? 'tags' : 'dropdown' })}
          />
          <Select
            label={`${nameOf(filter.fieldId)} choices`}
            options={[
              { label: 'One at a time', value: 'single' },
              { label: 'Several at once', value: 'multiple' },
            ]}
            value={filter.isSingleSelect ? 'single' : 'multiple'}
            onChange={(value) => update(filter, { isSingleSelect: value === 'single' })}
          />
        </BlockStack>
      ))}
    </BlockStack>
  );
}
