import { GRADIENT_PRESETS, HEX_COLOR_PATTERN, nextRating, type TRichText } from '@atrium/core';
import { FEATURE_ICONS } from '@atrium/sections';
import { Button, Checkbox, ChoiceList, RangeSlider, Select, Tabs, Text, TextField } from '@shopify/polaris';
import { XIcon } from '@shopify/polaris-icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { clampToStep, getPath, setPath } from './field-path';
import type { DrawerTab, FieldSpec, ValueFieldSpec } from './field-specs';
import { ListControl, itemKey } from './list-control';
import { RichTextEditor } from '../../rich-text/rich-text-editor';
import { ImageSourceControl } from './image-control';

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
}

type Validate = (path: string, value: unknown) => string | undefined;

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
}: DocumentDrawerProps<T>) {
  const [tab, setTab] = useState(0);
  const current: DrawerTab = tabs[Math.min(tab, tabs.length - 1)]!;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [title]);
  const validate: Validate = (path, value) => check(setPath(data, path, value));
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

/** 'Title | URL' lines to footer links; empty lines are dropped. */
export function parseLinkLines(text: string): Array<{ title: string; titleUrl: string }> {
  return text
    .split('\n')
    .map((line) => line.split('|'))
    .filter((parts) => parts.join('').trim() !== '')
    .map(([title = '', ...url]) => ({ title: title.trim(), titleUrl: url.join('|').trim() }));
}

/**
 * The controls of one object of the document (the drawer's data, or a list item): each field
 * reads and writes its path relative to `data`; `base` is where `data` sits in the document.
 */
function Fields(props: {
  siteId: string;
  fields: FieldSpec[];
  data: unknown;
  base: string;
  keyPrefix: string;
  validate: Validate;
  onChange: (path: string, value: unknown, target?: string) => void;
}) {
  const at = (path: string) => (props.base === '' ? path : path === '' ? props.base : `${props.base}.${path}`);
  return (
    <>
      {props.fields.map((field) => {
        if (field.visible && !field.visible(props.data)) return null;
        const path = at(field.path);
        const value = getPath(props.data, field.path);
        if (field.kind === 'list') {
          const items = Array.isArray(value) ? value : [];
          return (
            <ListControl
              key={`${props.keyPrefix}:${path}:list`}
              spec={field.list}
              items={items}
              path={path}
              onChange={(next, target) => props.onChange(path, next, target)}
              renderFields={(item, index) => (
                <Fields
                  siteId={props.siteId}
                  fields={field.list.fields}
                  data={item}
                  base={`${path}.${index}`}
                  keyPrefix={`${props.keyPrefix}:${itemKey(item, index)}`}
                  validate={props.validate}
                  onChange={props.onChange}
                />
              )}
            />
          );
        }
        return (
          <FieldControl
            key={`${props.keyPrefix}:${field.path}:${field.kind}`}
            siteId={props.siteId}
            field={field}
            value={value}
            disabled={field.disabled?.(props.data) ?? false}
            validate={(next) => props.validate(path, next)}
            onChange={(next) => props.onChange(path, next)}
          />
        );
      })}
    </>
  );
}

/** One control; text keeps what is typed locally so an invalid value is never lost nor pushed. */
function FieldControl(props: {
  siteId: string;
  field: ValueFieldSpec;
  value: unknown;
  disabled: boolean;
  validate: (value: unknown) => string | undefined;
  onChange: (value: unknown) => void;
}) {
  const { field, value, disabled } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const typed = (next: string, toValue: (text: string) => unknown = (t) => t) => {
    setDraft(next);
    const message = props.validate(toValue(next));
    setError(message);
    if (!message) props.onChange(toValue(next));
  };

  switch (field.kind) {
    case 'text':
      return (
        <TextField
          label={field.label}
          value={draft ?? String(value ?? '')}
          onChange={(next) => typed(next)}
          onBlur={() => !error && setDraft(null)}
          multiline={field.multiline ? 3 : undefined}
          helpText={field.helpText}
          autoComplete="off"
          error={error}
          disabled={disabled}
        />
      );
    case 'rich':
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
    case 'select':
      return (
        <Select
          label={field.label}
          options={field.options}
          value={String(value ?? '')}
          disabled={disabled}
          onChange={(next) => props.onChange(next === '' && field.options[0]?.value === '' ? undefined : next)}
        />
      );
    case 'checklist': {
      const chosen = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
      return (
        <ChoiceList
          allowMultiple
          title={field.label}
          choices={field.options}
          selected={chosen}
          onChange={(next) => {
            // Keep the builder's order; new choices go last.
            const ordered = [...chosen.filter((v) => next.includes(v)), ...next.filter((v) => !chosen.includes(v))];
            props.onChange(field.max ? ordered.slice(0, field.max) : ordered);
          }}
        />
      );
    }
    case 'slider': {
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
    case 'color':
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
    case 'toggle':
      return (
        <Checkbox
          label={field.label}
          checked={Boolean(value)}
          disabled={disabled}
          helpText={field.helpText}
          onChange={(next) => props.onChange(next)}
        />
      );
    case 'rating': {
      const rating = typeof value === 'number' ? value : 0;
      return (
        <fieldset className="atrium-rating-input">
          <legend>{field.label}</legend>
          {[1, 2, 3, 4, 5].map((star) => (
            <button
              key={star}
              type="button"
              aria-label={`${star} star${star > 1 ? 's' : ''}`}
              aria-pressed={star <= rating}
              onClick={() => props.onChange(nextRating(rating, star))}
            >
              {star <= rating ? '★' : '☆'}
            </button>
          ))}
        </fieldset>
      );
    }
    case 'icon':
      return (
        <fieldset className="atrium-icon-picker">
          <legend>{field.label}</legend>
          <div className="atrium-icon-picker__grid">
            {Object.entries(FEATURE_ICONS).map(([name, path]) => (
              <button
                key={name}
                type="button"
                aria-label={name}
                aria-pressed={value === name}
                onClick={() => props.onChange(name)}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="22"
                  height="22"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={path} />
                </svg>
              </button>
            ))}
          </div>
        </fieldset>
      );
    case 'one-of': {
      const object = (value ?? {}) as Record<string, unknown>;
      const selected = field.options.find((o) => o.key !== null && object[o.key] === true)?.key ?? '';
      return (
        <Select
          label={field.label}
          options={field.options.map((o) => ({ label: o.label, value: o.key ?? '' }))}
          value={selected}
          onChange={(key) => {
            const next = { ...object };
            for (const option of field.options) if (option.key !== null) next[option.key] = option.key === key;
            props.onChange(next);
          }}
        />
      );
    }
    case 'link-lines': {
      const links = Array.isArray(value) ? (value as Array<{ title: string; titleUrl: string }>) : [];
      return (
        <TextField
          label={field.label}
          value={draft ?? links.map((l) => `${l.title} | ${l.titleUrl}`).join('\n')}
          onChange={(next) => typed(next, parseLinkLines)}
          onBlur={() => !error && setDraft(null)}
          multiline={4}
          autoComplete="off"
          helpText="One link per line: Title | https://…"
          error={error}
        />
      );
    }
    case 'image':
      return (
        <ImageSourceControl
          siteId={props.siteId}
          label={field.label}
          image={value as Parameters<typeof ImageSourceControl>[0]['image']}
          gradients={GRADIENT_PRESETS}
          validate={props.validate}
          onChange={props.onChange}
        />
      );
  }
}
