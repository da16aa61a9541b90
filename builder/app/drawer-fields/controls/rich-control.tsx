import type { TRichText } from '@atrium/core';
import { RichTextEditor } from '../../rich-text/rich-text-editor';
import type { ControlProps } from './control-props';

/** Rich text (spec doc 2: the restricted Lexical editor); only a valid value goes in. */
export function RichControl(props: ControlProps<'rich'>) {
  const { field, value } = props;
  return (
    <RichTextEditor
      label={field.label}
      endsWithParagraph={field.endsWithParagraph}
      value={value && typeof value === 'object' ? (value as TRichText) : null}
      onChange={(next) => {
        if (!props.validate(next)) props.onChange(next);
      }}
    />
  );
}
