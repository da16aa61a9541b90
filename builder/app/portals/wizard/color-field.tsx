import { HEX_COLOR } from '@atrium/core';
import { BlockStack, Text, TextField } from '@shopify/polaris';
import { useId } from 'react';
import { PORTAL_COLOR_PRESETS } from './color-presets';

export interface ColorFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
}

/**
 * The portal's accent colour: a row of preset swatches (buttons with aria-pressed, reached
 * with Tab and chosen with Enter or Space) and a hex field for any other colour.
 */
export function ColorField({ name, value, onChange, onBlur, error }: ColorFieldProps) {
  const labelId = useId();
  const current = value.trim().toLowerCase();
  return (
    <BlockStack gap="200">
      <Text as="span" id={labelId}>
        Colour
      </Text>
      <div className="atrium-swatches" role="group" aria-labelledby={labelId}>
        {PORTAL_COLOR_PRESETS.map((preset) => (
          <button
            key={preset.value}
            type="button"
            className="atrium-swatch"
            style={{ background: preset.value }}
            aria-pressed={current === preset.value.toLowerCase()}
            aria-label={`${preset.name} ${preset.value}`}
            title={`${preset.name} ${preset.value}`}
            onClick={() => onChange(preset.value)}
          />
        ))}
      </div>
      <TextField
        label="Hex colour"
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        autoComplete="off"
        placeholder="#8848FF"
        prefix={
          <span
            className="atrium-color-preview"
            aria-hidden="true"
            style={{ display: 'block', background: HEX_COLOR.test(value.trim()) ? value.trim() : 'transparent' }}
          />
        }
      />
    </BlockStack>
  );
}
