import { FIELD_GONE_MESSAGE, countOf, missingListingFields, withoutMissingFields, type TDataData } from '@atrium/core';
import { Banner } from '@shopify/polaris';

/**
 * Fields the listing still names but its table no longer has (renamed or deleted in Airtable):
 * the spec's message, and 'Remove missing field' to drop them from the listing at once.
 */
export function MissingFields(props: {
  data: TDataData;
  fields: ReadonlyArray<{ id: string }>;
  /** The fields of the table a table filter lists (its title and sort fields are checked too). */
  linkedFields?: ReadonlySet<string>;
  onRemove: (data: TDataData) => void;
}) {
  // Until the table's fields have loaded nothing is missing.
  if (props.fields.length === 0) return null;
  const known = new Set(props.fields.map((f) => f.id));
  const missing = missingListingFields(props.data, known, props.linkedFields);
  if (missing.length === 0) return null;
  return (
    <Banner
      tone="warning"
      action={{
        content: missing.length === 1 ? 'Remove missing field' : 'Remove missing fields',
        onAction: () => props.onRemove(withoutMissingFields(props.data, known, props.linkedFields)),
      }}
    >
      {FIELD_GONE_MESSAGE} ({countOf(missing.length, 'field', 'fields')})
    </Banner>
  );
}
