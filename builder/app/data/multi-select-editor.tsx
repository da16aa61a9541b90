import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useEditorKeys, type EditorProps } from './use-editor-keys';

/**
 * A multiple select cell's editor: its options as a list to tick (a listbox that keeps the
 * focus, the active option named by aria-activedescendant). Up and Down move, Space ticks,
 * Enter and Tab save, Escape keeps the value; a click ticks an option.
 */
export function MultiSelectEditor(props: EditorProps) {
  const choices = (props.field.options?.choices ?? []).map((c) => c.name);
  const [ticked, setTicked] = useState<string[]>(Array.isArray(props.value) ? (props.value as string[]) : []);
  // Options the field no longer has stay listed while ticked.
  const options = [...choices, ...ticked.filter((name) => !choices.includes(name))];
  const [active, setActive] = useState(0);
  const keys = useEditorKeys(props, () => ({ value: order(ticked, options) }));
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const tick = (name: string) =>
    setTicked((current) => (current.includes(name) ? current.filter((n) => n !== name) : [...current, name]));
  const id = (i: number) => `atrium-cell-option-${props.field.id}-${i}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves) {
      setActive((i) => Math.min(Math.max(i + moves[event.key]!, 0), options.length - 1));
    } else if (event.key === ' ' && options[active] !== undefined) {
      tick(options[active]!);
    } else {
      keys.onKeyDown(event);
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <ul
      ref={ref}
      role="listbox"
      aria-multiselectable="true"
      aria-label={props.field.name}
      aria-activedescendant={options.length > 0 ? id(active) : undefined}
      tabIndex={-1}
      className="atrium-cell__options"
      onKeyDown={onKeyDown}
      onBlur={keys.onBlur}
    >
      {options.length === 0 ? <li>This field has no options yet.</li> : null}
      {options.map((name, i) => (
        <li
          key={name}
          id={id(i)}
          role="option"
          aria-selected={ticked.includes(name)}
          className={i === active ? 'atrium-cell__option atrium-cell__option--active' : 'atrium-cell__option'}
          // The list keeps the focus: a click ticks without blurring it (which would save).
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setActive(i);
            tick(name);
          }}
        >
          <span aria-hidden="true">{ticked.includes(name) ? '☑' : '☐'}</span> {name}
        </li>
      ))}
    </ul>
  );
}

/** Ticked options in the field's order. */
function order(ticked: string[], options: string[]): string[] | null {
  const list = options.filter((name) => ticked.includes(name));
  return list.length > 0 ? list : null;
}
