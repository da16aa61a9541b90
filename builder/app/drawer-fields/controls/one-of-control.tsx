import { Select } from '@shopify/polaris';
import type { ControlProps } from './control-props';

/** One of several boolean flags of an object, as a select (the others are set false). */
export function OneOfControl(props: ControlProps<'one-of'>) {
  const { field, value } = props;
  const object = (value ?? {}) as Record<string, unknown>;
  const selected = field.options.find((o) => o.key !== null && object[o.key] === true)?.key ?? '';
  return (
    <Select
      label={field.label}
      options={field.options.map((o) => ({ label: o.label, value: o.key ?? '' }))}
      value={selected}
      onChange={(key) => {
        const next = { ...object };
        for (const option of field.options) if (option.key !== null) next[option.key] = option.key === key;
        props.onChange(next);
      }}
    />
  );
}
