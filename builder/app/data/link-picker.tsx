import type { GridPage } from '@atrium/integrations';
import { recordName } from '@atrium/core';
import { useFetcher } from '@remix-run/react';
import { BlockStack, Button, InlineStack, Tag, Text, TextField } from '@shopify/polaris';
import { useEffect, useState } from 'react';

/**
 * A link field's control in the record form: the linked records as removable tags, and a search
 * of the linked table (its grid API, 50 matches at a time) to add more.
 */
export function LinkPicker(props: {
  label: string;
  /** The linked table's grid API. */
  api: string;
  value: string[];
  /** Names of linked records known so far, by id. */
  names: Record<string, string>;
  onChange: (ids: string[], names: Record<string, string>) => void;
}) {
  const search = useFetcher<GridPage>();
  const [text, setText] = useState('');
  const { api } = props;
  const load = (q: string) => search.load(`${api}?q=${encodeURIComponent(q)}`);
  // The first matches show at once.
  useEffect(() => {
    search.load(`${api}?q=`);
    // Once per linked table.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);
  const found = search.data && 'records' in search.data ? search.data : undefined;
  const results = (found?.records ?? []).filter((r) => !props.value.includes(r.id));
  const nameOf = (id: string) => props.names[id] ?? id;

  return (
    <BlockStack gap="200">
      <Text as="span" variant="bodyMd">
        {props.label}
      </Text>
      <InlineStack gap="200">
        {props.value.length === 0 ? (
          <Text as="span" tone="subdued">
            No linked records
          </Text>
        ) : (
          props.value.map((id) => (
            <Tag
              key={id}
              onRemove={() =>
                props.onChange(
                  props.value.filter((v) => v !== id),
                  props.names,
                )
              }
            >
              {nameOf(id)}
            </Tag>
          ))
        )}
      </InlineStack>
      <TextField
        label={`Search ${props.label}`}
        labelHidden
        placeholder={`Search to link a record`}
        value={text}
        onChange={(next) => {
          setText(next);
          load(next);
        }}
        autoComplete="off"
      />
      <InlineStack gap="200">
        {results.slice(0, 12).map((record) => {
          const name = found ? recordName(found.table, record.fields) : 'Unnamed record';
          return (
            <Button
              key={record.id}
              size="slim"
              accessibilityLabel={`Link ${name}`}
              onClick={() => props.onChange([...props.value, record.id], { ...props.names, [record.id]: name })}
            >
              {`+ ${name}`}
            </Button>
          );
        })}
      </InlineStack>
    </BlockStack>
  );
}
