import { Select } from '@shopify/polaris';
import type { ControlProps } from './control-props';

/** A select; choosing the empty first option (None) clears the value. */
export function SelectControl(props: ControlProps<'select'>) {
  const { field, value, disabled } = props;
  return (
    <Select
      label={field.label}
      options={field.options}
      value={String(value ?? '')}
      disabled={disabled}
      onChange={(next) => props.onChange(next === '' && field.options[0]?.value === '' ? undefined : next)}
    />
  );
}
