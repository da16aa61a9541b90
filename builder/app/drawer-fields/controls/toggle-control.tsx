import { Checkbox } from '@shopify/polaris';
import type { ControlProps } from './control-props';

/** A checkbox. */
export function ToggleControl(props: ControlProps<'toggle'>) {
  const { field, value, disabled } = props;
  return (
    <Checkbox
      label={field.label}
      checked={Boolean(value)}
      disabled={disabled}
      helpText={field.helpText}
      onChange={(next) => props.onChange(next)}
    />
  );
}
