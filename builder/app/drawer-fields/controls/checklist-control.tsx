import { BlockStack, ChoiceList, Text } from '@shopify/polaris';
import type { ControlProps } from './control-props';

/**
 * Several choices; the builder's order is kept and new choices go last (at most `max`). The
 * boxes tick what the object shows (`shown`, when the field derives it), and a choice shown
 * elsewhere is disabled with the reason.
 */
export function ChecklistControl(props: ControlProps<'checklist'>) {
  const { field, value, object } = props;
  const stored = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  const chosen = field.shown ? field.shown(object) : stored;
  const help = field.helpText?.(object);
  return (
    <BlockStack gap="200">
      <ChoiceList
        allowMultiple
        title={field.label}
        choices={field.options.map((option) => {
          const reason = field.unavailable?.(object, option.value);
          return reason ? { ...option, disabled: true, helpText: reason } : option;
        })}
        selected={chosen}
        onChange={(next) => {
          // Keep the builder's order; new choices go last.
          const ordered = [...chosen.filter((v) => next.includes(v)), ...next.filter((v) => !chosen.includes(v))];
          props.onChange(field.max ? ordered.slice(0, field.max) : ordered);
        }}
      />
      {help && (
        <Text as="p" tone="subdued">
          {help}
        </Text>
      )}
    </BlockStack>
  );
}
