import { FIELD_CURRENCIES, FIELD_PRECISION_MAX } from '@atrium/core';
import { InlineStack, Select } from '@shopify/polaris';

export interface NumberFormat {
  precision: number;
  /** '' for none. */
  currency: string;
}

export const DEFAULT_NUMBER_FORMAT: NumberFormat = { precision: 2, currency: '' };

/** A number field's display: decimal places and an optional currency (values are stored as typed). */
export function NumberOptions(props: { value: NumberFormat; onChange: (value: NumberFormat) => void }) {
  const { value } = props;
  return (
    <InlineStack gap="300" wrap={false}>
      <Select
        label="Decimal places"
        options={Array.from({ length: FIELD_PRECISION_MAX + 1 }, (_, n) => ({
          label: n === 0 ? '0 (1)' : `${n} (1.${'0'.repeat(n)})`,
          value: String(n),
        }))}
        value={String(value.precision)}
        onChange={(n) => props.onChange({ ...value, precision: Number(n) })}
      />
      <Select
        label="Currency"
        options={[{ label: 'None', value: '' }, ...FIELD_CURRENCIES.map((c) => ({ label: c, value: c }))]}
        value={value.currency}
        onChange={(currency) => props.onChange({ ...value, currency })}
      />
    </InlineStack>
  );
}

/** The request's number options: precision, and the currency when one is chosen. */
export function numberBody(format: NumberFormat): { precision: number; currency?: string } {
  return { precision: format.precision, ...(format.currency ? { currency: format.currency } : {}) };
}
