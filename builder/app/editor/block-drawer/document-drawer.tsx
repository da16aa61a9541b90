import {
  GRADIENT_PRESETS,
  HEX_COLOR_PATTERN,
  nextRating,
  richTextFromPlain,
  richTextToPlain,
  type TRichText,
} from '@atrium/core';
import { FEATURE_ICONS } from '@atrium/sections';
import { Button, Checkbox, InlineStack, RangeSlider, Select, Tabs, Text, TextField } from '@shopify/polaris';
import { ArrowDownIcon, ArrowUpIcon, DeleteIcon, PlusIcon, XIcon } from '@shopify/polaris-icons';
import { useEffect, useRef, useState } from 'react';
import { clampToStep, getPath, moveItem, setPath } from './field-path';
import type { DrawerTab, FieldSpec, ListSpec } from './field-specs';
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
}: DocumentDrawerProps<T>) {
  const [tab, setTab] = useState(0);
  const current: DrawerTab = tabs[Math.min(tab, tabs.length - 1)]!;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [title]);
  const validate: Validate = (path, value) => check(setPath(data, path, value));
  const change = (path: string, value: unknown) => {
    if (validate(path, value)) return;
    onChange(setPath(data, path, value), path);
  };

  return (
    <aside
      className="atrium-block-drawer"
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
        {current.fields?.map((field) => (
          <FieldControl
            key={`${title}:${field.path}:${field.kind}`}
            siteId={siteId}
            field={field}
            value={getPath(data, field.path)}
            validate={(value) => validate(field.path, value)}
            onChange={(value) => change(field.path, value)}
          />
        ))}
        {current.list && (
          <ListControl
            siteId={siteId}
            spec={current.list}
            items={(getPath(data, current.list.path) as unknown[]) ?? []}
            validate={validate}
            onChange={(items, target) => {
              if (!validate(current.list!.path, items)) onChange(setPath(data, current.list!.path, items), target);
            }}
          />
        )}
      </div>
    </aside>
  );
}

function ListControl(props: {
  siteId: string;
  spec: ListSpec;
  items: unknown[];
  validate: Validate;
  onChange: (items: unknown[], target: string) => void;
}) {
  const { spec, items } = props;
  const [open, setOpen] = useState<number | null>(null);
  const list = spec.path;
  return (
    <div className="atrium-block-drawer__list">
      <ol aria-label={`${spec.item}s`}>
        {items.map((item, index) => {
          const id = String((item as { id?: string }).id ?? index);
          const title = String(getPath(item, spec.titlePath) ?? '') || `${spec.item} ${index + 1}`;
          return (
            <li key={id} className="atrium-block-drawer__item">
              <InlineStack align="space-between" blockAlign="center" wrap={false}>
                <button
                  type="button"
                  className="atrium-block-drawer__item-title"
                  aria-expanded={open === index}
                  onClick={() => setOpen(open === index ? null : index)}
                >
                  {title}
                </button>
                <InlineStack gap="100" wrap={false}>
                  <Button
                    icon={ArrowUpIcon}
                    variant="tertiary"
                    accessibilityLabel={`Move ${title} up`}
                    disabled={index === 0}
                    onClick={() => props.onChange(moveItem(items, index, index - 1), `${list}.move`)}
                  />
                  <Button
                    icon={ArrowDownIcon}
                    variant="tertiary"
                    accessibilityLabel={`Move ${title} down`}
                    disabled={index === items.length - 1}
                    onClick={() => props.onChange(moveItem(items, index, index + 1), `${list}.move`)}
                  />
                  <Button
                    icon={DeleteIcon}
                    variant="tertiary"
                    tone="critical"
                    accessibilityLabel={`Remove ${title}`}
                    onClick={() => {
                      setOpen(null);
                      props.onChange(
                        items.filter((_, i) => i !== index),
                        `${list}.remove`,
                      );
                    }}
                  />
                </InlineStack>
              </InlineStack>
              {open === index && (
                <div className="atrium-block-drawer__item-fields">
                  {spec.fields.map((field) => {
                    const path = `${list}.${index}.${field.path}`;
                    return (
                      <FieldControl
                        key={`${id}:${field.path}`}
                        siteId={props.siteId}
                        field={{ ...field, label: field.label }}
                        value={getPath(item, field.path)}
                        validate={(value) => props.validate(path, value)}
                        onChange={(value) =>
                          props.onChange(
                            items.map((it, i) => (i === index ? setPath(it, field.path, value) : it)),
                            path,
                          )
                        }
                      />
                    );
                  })}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <Button
        icon={PlusIcon}
        disabled={items.length >= spec.max}
        onClick={() => {
          props.onChange([...items, spec.create()], `${list}.add`);
          setOpen(items.length);
        }}
      >
        {`Add ${spec.item.toLowerCase()}`}
      </Button>
    </div>
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

/** One control; text keeps what is typed locally so an invalid value is never lost nor pushed. */
function FieldControl(props: {
  siteId: string;
  field: FieldSpec;
  value: unknown;
  validate: (value: unknown) => string | undefined;
  onChange: (value: unknown) => void;
}) {
  const { field, value } = props;
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
          autoComplete="off"
          error={error}
        />
      );
    case 'rich': {
      const plain = value && typeof value === 'object' ? richTextToPlain(value as TRichText) : '';
      return (
        <TextField
          label={field.label}
          value={draft ?? plain}
          onChange={(next) => typed(next, (t) => richTextFromPlain(t))}
          onBlur={() => !error && setDraft(null)}
          multiline={3}
          autoComplete="off"
          error={error}
          helpText="One paragraph per line."
        />
      );
    }
    case 'select':
      return (
        <Select
          label={field.label}
          options={field.options}
          value={String(value ?? '')}
          onChange={(next) => props.onChange(next === '' && field.options[0]?.value === '' ? undefined : next)}
        />
      );
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
      return <Checkbox label={field.label} checked={Boolean(value)} onChange={(next) => props.onChange(next)} />;
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
