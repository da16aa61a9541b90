import type { TSort } from '@atrium/core';
import { BlockStack, InlineStack, Select } from '@shopify/polaris';

/**
 * The listing's default sort (spec doc 2 §4 'Base and sort'): none (the table's order), a field
 * with an order, or an Airtable view. Choosing a field or a view picks the first one, so the
 * sort is always complete; sort none drops the view.
 */
export function ListingSort(props: {
  sort: TSort;
  fields: ReadonlyArray<{ id: string; name: string }>;
  views: ReadonlyArray<{ id: string; name: string }>;
  onChange: (sort: TSort) => void;
}) {
  const { sort, fields, views } = props;
  const choose = (type: string) => {
    if (type === 'field' && fields[0]) props.onChange({ type: 'field', fieldId: fields[0].id, direction: 'asc' });
    else if (type === 'view' && views[0]) props.onChange({ type: 'view', viewId: views[0].id });
    else props.onChange({ type: 'none' });
  };
  return (
    <BlockStack gap="200">
      <Select
        label="Default sort"
        options={[
          { label: 'None', value: 'none' },
          { label: 'By a field', value: 'field', disabled: fields.length === 0 },
          ...(views.length > 0 ? [{ label: 'As a view', value: 'view' }] : []),
        ]}
        value={sort.type}
        onChange={choose}
      />
      {sort.type === 'field' && (
        <InlineStack gap="200" wrap={false}>
          <div style={{ flex: 1 }}>
            <Select
              label="Sort field"
              options={fields.map((f) => ({ label: f.name, value: f.id }))}
              value={sort.fieldId}
              onChange={(fieldId) => props.onChange({ ...sort, fieldId })}
            />
          </div>
          <Select
            label="Order"
            options={[
              { label: 'Ascending', value: 'asc' },
              { label: 'Descending', value: 'desc' },
            ]}
            value={sort.direction}
            onChange={(direction) => props.onChange({ ...sort, direction: direction === 'desc' ? 'desc' : 'asc' })}
          />
        </InlineStack>
      )}
      {sort.type === 'view' && (
        <Select
          label="View"
          options={views.map((v) => ({ label: v.name, value: v.id }))}
          value={sort.viewId}
          onChange={(viewId) => props.onChange({ type: 'view', viewId })}
        />
      )}
    </BlockStack>
  );
}
