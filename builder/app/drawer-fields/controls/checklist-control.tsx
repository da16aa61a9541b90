import { ChoiceList } from '@shopify/polaris';
import type { ControlProps } from './control-props';

/** Several choices; the builder's order is kept and new choices go last (at most `max`). */
export function ChecklistControl(props: ControlProps<'checklist'>) {
  const { field, value } = props;
  const chosen = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  return (
    <ChoiceList
      allowMultiple
      title={field.label}
      choices={field.options}
      selected={chosen}
      onChange={(next) => {
        // Keep the builder's order; new choices go last.
        const ordered = [...chosen.filter((v) => next.includes(v)), ...next.filter((v) => !chosen.includes(v))];
        props.onChange(field.max ? ordered.slice(0, field.max) : ordered);
      }}
    />
  );
}
