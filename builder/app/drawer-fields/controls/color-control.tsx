import { HEX_COLOR_PATTERN } from '@atrium/core';
import { TextField } from '@shopify/polaris';
import { useState } from 'react';
import type { ControlProps } from './control-props';

/** A hex colour with a swatch; a colour that is not a 3- or 6-digit hex is cleared on blur. */
export function ColorControl(props: ControlProps<'color'>) {
  const { field, value } = props;
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <TextField
      label={field.label}
      value={draft ?? String(value ?? '')}
      placeholder="#1a73e8"
      onChange={(next) => {
        setDraft(next);
        if (next === '' || HEX_COLOR_PATTERN.test(next)) props.onChange(next === '' ? undefined : next);
      }}
      onBlur={() => {
        // Spec doc 2 §5: a colour that is not a 3- or 6-digit hex is cleared on blur.
        if (draft !== null && draft !== '' && !HEX_COLOR_PATTERN.test(draft)) setDraft('');
        else setDraft(null);
      }}
      prefix={
        <span
          className="atrium-color-swatch"
          style={{ background: HEX_COLOR_PATTERN.test(String(value ?? '')) ? String(value) : 'transparent' }}
        />
      }
      autoComplete="off"
    />
  );
}
