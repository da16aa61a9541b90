import { GRADIENT_PRESETS } from '@atrium/core';
import type { ValueFieldSpec } from '../field-specs';
import type { ControlProps } from './control-props';
import { ImageSourceControl } from './image-control';
import { ChecklistControl } from './checklist-control';
import { ColorControl } from './color-control';
import { IconControl } from './icon-control';
import { LinkLinesControl } from './link-lines-control';
import { OneOfControl } from './one-of-control';
import { RatingControl } from './rating-control';
import { RichControl } from './rich-control';
import { SelectControl } from './select-control';
import { SliderControl } from './slider-control';
import { TextControl } from './text-control';
import { ToggleControl } from './toggle-control';

/** One control of a drawer, by its field's kind (each kind's control in controls/). */
export function FieldControl(props: ControlProps<ValueFieldSpec['kind']>) {
  const { field } = props;
  switch (field.kind) {
    case 'text':
      return <TextControl {...props} field={field} />;
    case 'rich':
      return <RichControl {...props} field={field} />;
    case 'select':
      return <SelectControl {...props} field={field} />;
    case 'checklist':
      return <ChecklistControl {...props} field={field} />;
    case 'slider':
      return <SliderControl {...props} field={field} />;
    case 'color':
      return <ColorControl {...props} field={field} />;
    case 'toggle':
      return <ToggleControl {...props} field={field} />;
    case 'rating':
      return <RatingControl {...props} field={field} />;
    case 'icon':
      return <IconControl {...props} field={field} />;
    case 'one-of':
      return <OneOfControl {...props} field={field} />;
    case 'link-lines':
      return <LinkLinesControl {...props} field={field} />;
    case 'image':
      return (
        <ImageSourceControl
          siteId={props.siteId}
          label={field.label}
          image={props.value as Parameters<typeof ImageSourceControl>[0]['image']}
          gradients={GRADIENT_PRESETS}
          validate={props.validate}
          onChange={props.onChange}
        />
      );
  }
}
