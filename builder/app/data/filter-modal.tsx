import {
  GRID_FILTER_VALUE_MAX,
  filterNeedsValue,
  gridFilterOpLabel,
  gridFilterOps,
  gridFilterValueError,
  type TGridFilter,
  type TGridFilterOp,
  type TableField,
} from '@atrium/core';
import { BlockStack, Modal, Select, TextField } from '@shopify/polaris';
import { useState } from 'react';

/**
 * Filter by a column (issue 21): the field, what it is compared by (the ops its type offers) and
 * the value — a select's options, a date, a number or text. Apply checks the value first
 * (`gridFilterValueError`, the rule the server applies too) and says what is wrong.
 */
export function FilterModal(props: {
  fields: readonly TableField[];
  /** The filter being changed, or the column a new filter starts from. */
  initial: TGridFilter;
  editing: boolean;
  onApply: (filter: TGridFilter) => void;
  onClose: () => void;
}) {
  const [filter, setFilter] = useState<TGridFilter>(props.initial);
  const [tried, setTried] = useState(false);
  const field = props.fields.find((f) => f.id === filter.fieldId) ?? props.fields[0]!;
  const ops = gridFilterOps(field.type);
  const error = gridFilterValueError(field.type, filter);
  const apply = () => {
    setTried(true);
    if (!error) props.onApply({ ...filter, value: filterNeedsValue(filter.op) ? filter.value.trim() : '' });
  };
  const pickField = (fieldId: string) => {
    const next = props.fields.find((f) => f.id === fieldId)!;
    const nextOps = gridFilterOps(next.type);
    setFilter({ fieldId, op: nextOps.includes(filter.op) ? filter.op : nextOps[0]!, value: '' });
    setTried(false);
  };
  return (
    <Modal
      open
      onClose={props.onClose}
      title={props.editing ? 'Change filter' : 'Filter records'}
      primaryAction={{ content: 'Apply filter', onAction: apply }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose }]}
    >
      <Modal.Section>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <BlockStack gap="300">
            <Select
              label="Field"
              options={props.fields.map((f) => ({ label: f.name, value: f.id }))}
              value={field.id}
              onChange={pickField}
            />
            <Select
              label="Condition"
              options={ops.map((op) => ({ label: gridFilterOpLabel(field.type, op), value: op }))}
              value={ops.includes(filter.op) ? filter.op : ops[0]!}
              onChange={(op) => setFilter({ ...filter, op: op as TGridFilterOp })}
            />
            {filterNeedsValue(filter.op) ? (
              <FilterValue
                field={field}
                value={filter.value}
                error={tried ? (error ?? undefined) : undefined}
                onChange={(value) => setFilter({ ...filter, value })}
              />
            ) : null}
            {/* Enter in the value applies the filter. */}
            <button type="submit" hidden />
          </BlockStack>
        </form>
      </Modal.Section>
    </Modal>
  );
}

function FilterValue(props: {
  field: TableField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { field } = props;
  const choices = field.options?.choices;
  if ((field.type === 'singleSelect' || field.type === 'multipleSelects') && choices?.length) {
    return (
      <Select
        label="Value"
        placeholder="Choose an option"
        options={choices.map((c) => ({ label: c.name, value: c.name }))}
        value={props.value}
        onChange={props.onChange}
        error={props.error}
      />
    );
  }
  const dated = field.type === 'date' || field.type === 'dateTime';
  return (
    <TextField
      label={field.type === 'multipleRecordLinks' ? 'Linked record (its name)' : 'Value'}
      type={dated ? 'date' : field.type === 'number' ? 'number' : 'text'}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      helpText={field.type === 'dateTime' ? 'Days are in UTC.' : undefined}
      autoComplete="off"
      autoFocus
      maxLength={GRID_FILTER_VALUE_MAX}
    />
  );
}
