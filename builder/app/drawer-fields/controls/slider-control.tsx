import { RangeSlider, Text } from '@shopify/polaris';
import { clampToStep } from '../field-path';
import type { ControlProps } from './control-props';

/** A slider with the value and its unit beside it, kept on the range's steps. */
export function SliderControl(props: ControlProps<'slider'>) {
  const { field, value } = props;
  const number = typeof value === 'number' ? value : field.range.min;
  return (
    <RangeSlider
      label={field.label}
      min={field.range.min}
      max={field.range.max}
      step={field.range.step}
      value={number}
      output
      suffix={
        <Text as="span" variant="bodySm">
          {`${number}${field.unit ?? ''}`}
        </Text>
      }
      onChange={(next) => props.onChange(clampToStep(Number(next), field.range))}
    />
  );
}
