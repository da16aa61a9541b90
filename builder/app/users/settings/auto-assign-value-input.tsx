import { Autocomplete, Select, TextField } from '@shopify/polaris';
import { useMemo, useState } from 'react';

/** Choice lists become searchable from this many choices (spec doc 3 §5, §9). */
export const AUTO_ASSIGN_SEARCH_THRESHOLD = 15;

/**
 * The value an auto-assign rule matches: free text for a field without choices, a select for a
 * few choices, a searchable list from AUTO_ASSIGN_SEARCH_THRESHOLD choices.
 */
export function AutoAssignValueInput(props: {
  label: string;
  choices: string[] | null;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const [query, setQuery] = useState(props.value);
  const options = useMemo(
    () =>
      (props.choices ?? [])
        .filter((c) => c.toLowerCase().includes(query.toLowerCase()))
        .map((c) => ({ label: c, value: c })),
    [props.choices, query],
  );
  if (!props.choices) {
    return (
      <TextField
        label={props.label}
        value={props.value}
        onChange={props.onChange}
        autoComplete="off"
        error={props.error}
      />
    );
  }
  if (props.choices.length < AUTO_ASSIGN_SEARCH_THRESHOLD) {
    return (
      <Select
        label={props.label}
        placeholder="Choose a value"
        options={props.choices.map((c) => ({ label: c, value: c }))}
        value={props.value}
        onChange={props.onChange}
        error={props.error}
      />
    );
  }
  return (
    <Autocomplete
      options={options}
      selected={props.value ? [props.value] : []}
      onSelect={(selected) => {
        props.onChange(selected[0] ?? '');
        setQuery(selected[0] ?? '');
      }}
      textField={
        <Autocomplete.TextField
          label={props.label}
          value={query}
          onChange={setQuery}
          autoComplete="off"
          error={props.error}
        />
      }
    />
  );
}
