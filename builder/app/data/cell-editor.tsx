import { useEffect, useRef, useState } from 'react';
import { cellToText } from './cell-value';
import { DateTimeEditor } from './date-time-editor';
import { MultiSelectEditor } from './multi-select-editor';
import { RichTextCellEditor } from './rich-text-cell-editor';
import { useEditorKeys, type EditorProps } from './use-editor-keys';

/** On-screen keyboards for the field (the input stays text, which keeps a caret and the browser's hands off). */
const INPUT_MODES: Record<string, 'email' | 'url' | 'tel' | 'decimal'> = {
  email: 'email',
  url: 'url',
  phoneNumber: 'tel',
  number: 'decimal',
};

/**
 * A cell's editor, in the cell: a text input (a number too: text, so nothing typed is dropped by
 * the browser before the server can say what is wrong with it), a long text area, a date picker
 * (a text input when typing opened it), a date-time picker in the builder's time, a rich text
 * editor in a panel, a select of the options, or a list of options to tick.
 * Enter saves and moves down, Tab right, Shift+Tab left; Escape keeps the value; leaving the cell
 * saves. Link cells are edited in the link picker's dialog instead.
 */
export function CellEditor(props: EditorProps) {
  const { field } = props;
  if (field.type === 'multipleSelects') return <MultiSelectEditor {...props} />;
  if (field.type === 'singleSelect') return <SelectEditor {...props} />;
  if (field.type === 'richText') return <RichTextCellEditor {...props} />;
  // Typing opens a text input (an ISO date-time with its offset), as it does for a date.
  if (field.type === 'dateTime' && props.typed === null) return <DateTimeEditor {...props} />;
  return <TextEditor {...props} />;
}

function TextEditor(props: EditorProps) {
  const { field } = props;
  const [text, setText] = useState(props.typed ?? cellToText(field, props.value));
  const multiline = field.type === 'multilineText';
  const keys = useEditorKeys(props, () => ({ text }), multiline);
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const datePicker = field.type === 'date' && props.typed === null;
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    input.focus();
    // The caret after the text (a date picker has none).
    if (!datePicker) input.setSelectionRange(input.value.length, input.value.length);
  }, [datePicker]);
  const common = {
    ref,
    className: 'atrium-cell__input',
    'aria-label': field.name,
    value: text,
    onChange: (event: { target: { value: string } }) => setText(event.target.value),
    ...keys,
  };
  if (multiline) return <textarea rows={3} {...common} />;
  return (
    <input
      {...common}
      type={datePicker ? 'date' : 'text'}
      inputMode={INPUT_MODES[field.type]}
      placeholder={field.type === 'date' ? 'YYYY-MM-DD' : undefined}
      autoComplete="off"
    />
  );
}

function SelectEditor(props: EditorProps) {
  const choices = (props.field.options?.choices ?? []).map((c) => c.name);
  const current = typeof props.value === 'string' ? props.value : '';
  // A typed letter picks the first option it starts.
  const typed = props.typed?.toLowerCase();
  const [value, setValue] = useState((typed && choices.find((c) => c.toLowerCase().startsWith(typed))) || current);
  const keys = useEditorKeys(props, () => ({ value: value || null }));
  return (
    <select
      className="atrium-cell__input"
      aria-label={props.field.name}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      autoFocus
      {...keys}
    >
      <option value="">None</option>
      {/* An option the field no longer has stays shown until changed. */}
      {current && !choices.includes(current) ? <option value={current}>{current}</option> : null}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choice}
        </option>
      ))}
    </select>
  );
}
