import { TextField } from '@shopify/polaris';
import { useState } from 'react';
import type { ControlProps } from './control-props';

/** 'Title | URL' lines to footer links; empty lines are dropped. */
export function parseLinkLines(text: string): Array<{ title: string; titleUrl: string }> {
  return text
    .split('\n')
    .map((line) => line.split('|'))
    .filter((parts) => parts.join('').trim() !== '')
    .map(([title = '', ...url]) => ({ title: title.trim(), titleUrl: url.join('|').trim() }));
}

/** Links as 'Title | URL' lines; invalid lines stay in the field with the schema's message. */
export function LinkLinesControl(props: ControlProps<'link-lines'>) {
  const { field, value } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const typed = (next: string, toValue: (text: string) => unknown = (t) => t) => {
    setDraft(next);
    const message = props.validate(toValue(next));
    setError(message);
    if (!message) props.onChange(toValue(next));
  };
  const links = Array.isArray(value) ? (value as Array<{ title: string; titleUrl: string }>) : [];
  return (
    <TextField
      label={field.label}
      value={draft ?? links.map((l) => `${l.title} | ${l.titleUrl}`).join('\n')}
      onChange={(next) => typed(next, parseLinkLines)}
      onBlur={() => !error && setDraft(null)}
      multiline={4}
      autoComplete="off"
      helpText="One link per line: Title | https://…"
      error={error}
    />
  );
}
