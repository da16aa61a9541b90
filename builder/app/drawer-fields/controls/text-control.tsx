import { TextField } from '@shopify/polaris';
import { useState } from 'react';
import type { ControlProps } from './control-props';

/** A text field; what is typed stays in the field (with the schema's message) until it is valid. */
export function TextControl(props: ControlProps<'text'>) {
  const { field, value, disabled } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const typed = (next: string, toValue: (text: string) => unknown = (t) => t) => {
    setDraft(next);
    const message = props.validate(toValue(next));
    setError(message);
    if (!message) props.onChange(toValue(next));
  };
  return (
    <TextField
      label={field.label}
      value={draft ?? String(value ?? '')}
      onChange={(next) => typed(next)}
      onBlur={() => !error && setDraft(null)}
      multiline={field.multiline ? 3 : undefined}
      helpText={field.helpText}
      autoComplete="off"
      error={error}
      disabled={disabled}
    />
  );
}
