import { Button, Tabs } from '@shopify/polaris';
import { XIcon } from '@shopify/polaris-icons';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { setPath } from './field-path';
import type { DrawerTab } from './field-specs';
import { Fields, type Validate } from './fields';

export interface DocumentDrawerProps<T> {
  siteId: string;
  /** The drawer's heading, e.g. 'Edit Hero' or 'Edit Footer'. */
  title: string;
  tabs: DrawerTab[];
  data: T;
  /** Whether `data` with one change is valid; the message of the first problem otherwise. */
  check: (data: T) => string | undefined;
  /** Pushes new data into the document (one undo step per target while typing). */
  onChange: (data: T, target: string) => void;
  onClose: () => void;
  closeLabel: string;
  /** Actions under the fields (a drawer that saves explicitly, like Sign Up Form). */
  footer?: ReactNode;
  /** Inside a layout of its own (the listing editor's side panel) instead of over the page. */
  embedded?: boolean;
  /**
   * Told whenever a field starts or stops holding a value that is not valid (the first message,
   * or undefined when every field is valid, also when the drawer closes): the listing editor's
   * status says a change is not saved yet.
   */
  onValidity?: (message: string | undefined) => void;
}

/** A drawer's `check` from a zod schema: the first problem's message, or undefined when valid. */
export function schemaCheck<T>(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: Array<{ message: string }> } } },
  wrap: (data: T) => unknown = (d) => d,
) {
  return (data: T): string | undefined => {
    const parsed = schema.safeParse(wrap(data));
    return parsed.success ? undefined : (parsed.error?.issues[0]?.message ?? 'This value is not valid.');
  };
}

/**
 * The editor's side drawer over one document part (a block's data, the footer, the header): right
 * side, at most 420 px, tabbed; every valid change goes in at once (the preview follows), an
 * invalid one stays in its field with the schema's message.
 */
export function DocumentDrawer<T>({
  siteId,
  title,
  tabs,
  data,
  check,
  onChange,
  onClose,
  closeLabel,
  footer,
  embedded = false,
  onValidity,
}: DocumentDrawerProps<T>) {
  const [tab, setTab] = useState(0);
  const current: DrawerTab = tabs[Math.min(tab, tabs.length - 1)]!;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [title]);
  const validity = useValidity(onValidity);
  const validate: Validate = (path, value) => validity(path, check(setPath(data, path, value)));
  const change = (path: string, value: unknown, target?: string) => {
    if (!validate(path, value)) onChange(setPath(data, path, value), target ?? path);
  };

  return (
    <aside
      className={embedded ? 'atrium-block-drawer atrium-block-drawer--embedded' : 'atrium-block-drawer'}
      aria-labelledby="atrium-block-drawer-title"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <div className="atrium-block-drawer__header">
        <h2 id="atrium-block-drawer-title" tabIndex={-1} ref={headingRef}>
          {title}
        </h2>
        <Button icon={XIcon} variant="tertiary" accessibilityLabel={closeLabel} onClick={onClose} />
      </div>
      <Tabs
        tabs={tabs.map((t) => ({ id: `drawer-tab-${t.id}`, content: t.label }))}
        selected={tab}
        onSelect={setTab}
        fitted
      />
      <div className="atrium-block-drawer__body">
        {current.render?.(data, change)}
        <Fields
          siteId={siteId}
          fields={current.fields ?? []}
          data={data}
          base=""
          keyPrefix={title}
          validate={validate}
          onChange={change}
        />
        {current.after?.(data, change)}
        {current.list && (
          <Fields
            siteId={siteId}
            fields={[{ kind: 'list', path: current.list.path, label: current.list.item, list: current.list }]}
            data={data}
            base=""
            keyPrefix={title}
            validate={validate}
            onChange={change}
          />
        )}
      </div>
      {footer && <div className="atrium-block-drawer__footer">{footer}</div>}
    </aside>
  );
}

/**
 * Which fields hold a value that is not valid (controls validate in their event handlers), told
 * to `onValidity` as the first message; closing the drawer drops them (their fields are gone).
 */
function useValidity(onValidity: ((message: string | undefined) => void) | undefined) {
  const invalid = useRef(new Map<string, string>());
  const report = useRef(onValidity);
  useEffect(() => {
    report.current = onValidity;
  });
  useEffect(
    () => () => {
      if (invalid.current.size > 0) report.current?.(undefined);
    },
    [],
  );
  return useCallback((path: string, message: string | undefined) => {
    const had = invalid.current.get(path);
    if (message === undefined) invalid.current.delete(path);
    else invalid.current.set(path, message);
    if (had !== message) report.current?.(invalid.current.values().next().value);
    return message;
  }, []);
}
