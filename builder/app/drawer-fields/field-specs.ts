import type { ReactNode } from 'react';
import {
  BUTTON_FORMATS,
  BUTTON_SIZE_LABELS,
  EMBED_SIZE_RANGE,
  FONT_SIZES,
  IMAGE_FITS,
  IMAGE_POSITIONS,
  PADDING_RANGE,
  SECTION_HEIGHT_RANGE,
  TEXT_ALIGNMENTS,
  type TSectionType,
} from '@atrium/core';
import { getPath } from './field-path';

/** One control of the block drawer, bound to a path of the section's data. */
export type ValueFieldSpec = (
  | { kind: 'text'; path: string; label: string; multiline?: boolean; helpText?: string }
  /** `endsWithParagraph`: the content always ends with a paragraph (a Form's success screen). */
  | { kind: 'rich'; path: string; label: string; endsWithParagraph?: boolean }
  | { kind: 'select'; path: string; label: string; options: Array<{ label: string; value: string }> }
  /** Several values of a list of strings (e.g. a listing's search fields). */
  | {
      kind: 'checklist';
      path: string;
      label: string;
      options: Array<{ label: string; value: string }>;
      max?: number;
      /**
       * What the section shows now, when that is not the stored list as it is (a default while
       * nothing is chosen, or values another setting already shows): the boxes ticked.
       */
      shown?: (data: unknown) => string[];
      /** Why a choice cannot be ticked now (it is shown elsewhere); the choice is disabled with it. */
      unavailable?: (data: unknown, value: string) => string | undefined;
      /** A line under the choices about what the ticks mean for this object. */
      helpText?: (data: unknown) => string | undefined;
    }
  | { kind: 'slider'; path: string; label: string; range: { min: number; max: number; step: number }; unit?: string }
  | { kind: 'color'; path: string; label: string }
  | { kind: 'toggle'; path: string; label: string; helpText?: string }
  | { kind: 'image'; path: string; label: string }
  | { kind: 'rating'; path: string; label: string }
  | { kind: 'icon'; path: string; label: string }
  /** A list of links as lines 'Title | URL' (footer columns). */
  | { kind: 'link-lines'; path: string; label: string }
  /**
   * Mutually exclusive switches shown as one choice: `path` is the object holding `keys`
   * ('' for the list item itself); choosing an option turns its key on and the others off.
   */
  | { kind: 'one-of'; path: string; label: string; options: Array<{ label: string; key: string | null }> }
) & {
  /** Shown only while this holds of the object the field's path is relative to. */
  visible?: (data: unknown) => boolean;
  /** Disabled while this holds of that object (e.g. Required until a form field has a source). */
  disabled?: (data: unknown) => boolean;
};

/** A control, or a nested list of items with their own controls (a nav link's sub-links). */
export type FieldSpec =
  ValueFieldSpec | { kind: 'list'; path: string; label: string; list: ListSpec; visible?: (data: unknown) => boolean };

export interface ListSpec {
  path: string;
  /** Singular name of an item, e.g. 'Feature'. */
  item: string;
  /** The item's title in the list (a path inside the item). */
  titlePath: string;
  /** Or the title worked out from the item (e.g. a form field by its table field's name). */
  titleOf?: (item: unknown) => string;
  fields: FieldSpec[];
  max: number;
  /** A new item's data. */
  create: () => unknown;
}

export interface DrawerTab {
  /** Stable per tab kind, e.g. 'content', 'list', 'background'. */
  id: string;
  label: string;
  fields?: FieldSpec[];
  list?: ListSpec;
  /** Controls of their own above the fields (e.g. a data section's Permissions panel). */
  render?: (data: unknown, change: (path: string, value: unknown) => void) => ReactNode;
  /** Shown below the fields (e.g. a live preview of what they change). */
  after?: (data: unknown, change: (path: string, value: unknown) => void) => ReactNode;
}

/** Left, Center, Right (buttons, tags, form submit). */
export const ALIGN_OPTIONS = [
  { label: 'Left', value: 'left' },
  { label: 'Center', value: 'center' },
  { label: 'Right', value: 'right' },
];

const options = (values: readonly string[], labels: Record<string, string> = {}) =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

/** Text style controls for one text of the block (spec doc 2 §3 textSettings). */
export function textStyleFields(text: string, label: string): FieldSpec[] {
  const base = `textSettings.${text}`;
  return [
    { kind: 'color', path: `${base}.color`, label: `${label} colour` },
    {
      kind: 'select',
      path: `${base}.fontSize`,
      label: `${label} size`,
      options: [{ label: 'Default', value: '' }, ...options(FONT_SIZES)],
    },
    {
      kind: 'select',
      path: `${base}.fontWeight`,
      label: `${label} weight`,
      options: [{ label: 'Default', value: '' }, ...options(['light', 'normal', 'bold'])],
    },
    { kind: 'select', path: `${base}.alignment`, label: `${label} alignment`, options: options(TEXT_ALIGNMENTS) },
  ];
}

export function imageFields(path: string, label: string): FieldSpec[] {
  return [
    { kind: 'image', path, label },
    {
      kind: 'slider',
      path: `${path}.height`,
      label: 'Image height',
      range: { min: 0, max: 1000, step: 20 },
      unit: 'px',
    },
    { kind: 'select', path: `${path}.fitType`, label: 'Image fit', options: options(IMAGE_FITS) },
    {
      kind: 'select',
      path: `${path}.positionType`,
      label: 'Image position',
      options: options(IMAGE_POSITIONS),
      // Spec doc 2 §3: the position only matters when the image covers its box.
      visible: (data) => getPath(data, `${path}.fitType`) === 'cover',
    },
  ];
}

export function buttonFields(): FieldSpec[] {
  const integration = (data: unknown) => (getPath(data, 'button.integration') as string | undefined) ?? 'none';
  const is =
    (...values: string[]) =>
    (data: unknown) =>
      values.includes(integration(data));
  const any = is('url', 'two-urls', 'form', 'mailing-list');
  return [
    {
      kind: 'select',
      path: 'button.integration',
      label: 'Buttons',
      options: [
        { label: 'None', value: 'none' },
        { label: 'One button (URL)', value: 'url' },
        { label: 'Two buttons (URLs)', value: 'two-urls' },
        { label: 'Form (a form service’s link)', value: 'form' },
        { label: 'Mailing list sign-up', value: 'mailing-list' },
      ],
    },
    { kind: 'text', path: 'button.text', label: 'Button text', visible: any },
    { kind: 'text', path: 'button.code', label: 'Button link', visible: is('url', 'two-urls') },
    {
      kind: 'text',
      path: 'button.code',
      label: 'Form link or embed code',
      helpText: 'Typeform, Tally, Google Forms, Airtable… The form opens in a new tab.',
      visible: is('form'),
    },
    {
      kind: 'text',
      path: 'button.code',
      label: 'Mailing list form address',
      helpText:
        'The https:// address your list’s sign-up form posts to (e.g. Mailchimp’s form action). The email is sent as EMAIL.',
      visible: is('mailing-list'),
    },
    { kind: 'toggle', path: 'button.openInNewTab', label: 'Open in a new tab', visible: is('url', 'two-urls') },
    { kind: 'text', path: 'button.text2', label: 'Second button text', visible: is('two-urls') },
    { kind: 'text', path: 'button.code2', label: 'Second button link', visible: is('two-urls') },
    {
      kind: 'select',
      path: 'button.format',
      label: 'Button style',
      options: options(BUTTON_FORMATS),
      visible: any,
    },
    {
      kind: 'select',
      path: 'button.size',
      label: 'Button size',
      options: options(Object.keys(BUTTON_SIZE_LABELS), BUTTON_SIZE_LABELS),
      visible: any,
    },
    { kind: 'color', path: 'button.backgroundColor', label: 'Button colour', visible: any },
    { kind: 'color', path: 'button.fontColor', label: 'Button text colour', visible: any },
    {
      kind: 'slider',
      path: 'button.borderWidth',
      label: 'Border thickness',
      range: { min: 0, max: 6, step: 1 },
      unit: 'px',
      visible: any,
    },
    {
      kind: 'slider',
      path: 'button.borderRadius',
      label: 'Radius',
      range: { min: 0, max: 24, step: 2 },
      unit: 'px',
      visible: any,
    },
  ];
}

/** The Background tab: colour, image source, height, paddings, grid spacing (spec doc 2 §3, §5). */
export function backgroundTab(withGrid: boolean): DrawerTab {
  return {
    id: 'background',
    label: 'Background',
    fields: [
      { kind: 'color', path: 'background.color', label: 'Background colour' },
      {
        kind: 'select',
        path: 'background.imageSource',
        label: 'Background image',
        options: [
          { label: 'None', value: 'none' },
          { label: 'Custom image URL', value: 'url' },
          { label: 'Gradient', value: 'gradient' },
        ],
      },
      { kind: 'text', path: 'background.imageUrl', label: 'Background image URL' },
      {
        kind: 'slider',
        path: 'background.minHeight',
        label: 'Section height',
        range: SECTION_HEIGHT_RANGE,
        unit: 'px',
      },
      { kind: 'slider', path: 'background.paddingTop', label: 'Padding top', range: PADDING_RANGE, unit: 'px' },
      { kind: 'slider', path: 'background.paddingBottom', label: 'Padding bottom', range: PADDING_RANGE, unit: 'px' },
      { kind: 'slider', path: 'background.paddingLeft', label: 'Padding left', range: PADDING_RANGE, unit: 'px' },
      { kind: 'slider', path: 'background.paddingRight', label: 'Padding right', range: PADDING_RANGE, unit: 'px' },
      ...(withGrid
        ? [
            {
              kind: 'select' as const,
              path: 'background.grid',
              label: 'Grid spacing',
              options: [
                { label: '2/5', value: '2/5' },
                { label: 'Even', value: 'even' },
                { label: '3/5', value: '3/5' },
              ],
            },
          ]
        : []),
    ],
  };
}

/** An embed's controls (spec doc 2 §3): source, the URL or iframe code, height and width. */
export function embedFields(path: string, urlLabel: string): FieldSpec[] {
  const source = (data: unknown) => (getPath(data, `${path}.embedSource`) as string | undefined) ?? 'none';
  return [
    {
      kind: 'select',
      path: `${path}.embedSource`,
      label: 'Embed',
      options: [
        { label: 'None', value: 'none' },
        { label: 'Website URL', value: 'url' },
        { label: 'Iframe code', value: 'iframe' },
      ],
    },
    {
      kind: 'text',
      path: `${path}.url`,
      label: urlLabel,
      helpText: 'An https:// address.',
      visible: (d) => source(d) === 'url',
    },
    {
      kind: 'text',
      path: `${path}.code`,
      label: 'Iframe code',
      multiline: true,
      helpText: 'Only the iframe is kept: its https address, title and allowed features. Scripts are removed.',
      visible: (d) => source(d) === 'iframe',
    },
    { kind: 'slider', path: `${path}.height`, label: 'Embed height', range: EMBED_SIZE_RANGE, unit: 'px' },
    { kind: 'slider', path: `${path}.width`, label: 'Embed width (0 = full)', range: EMBED_SIZE_RANGE, unit: 'px' },
  ];
}

/** What a drawer knows beyond the section: a data section's table fields (empty until loaded). */
export interface EditorContext {
  /** The table's fields (a link field names its linked table in `options`). */
  tableFields: ReadonlyArray<{ id: string; name: string; type: string; options?: { linkedTableId?: string } }>;
  /** The table's views (a listing's sort may follow one). */
  tableViews?: ReadonlyArray<{ id: string; name: string }>;
  /** The users table's fields (rules comparing a record with the signed-in person's record). */
  userFields?: ReadonlyArray<{ id: string; name: string }>;
  /**
   * The users table user listings link to: undefined while it loads, null when user accounts
   * are not set up.
   */
  usersTable?: { source: 'local' | 'airtable'; baseId: string; tableId: string; tableName: string } | null;
  /** The portal's user groups (listing permissions). */
  groups?: ReadonlyArray<{ id: string; name: string }>;
  /**
   * Every table of the listing's base, the listed one included: a filter by a linked table,
   * linked records blocks, and link fields in forms (titled by a field of the linked table).
   */
  tables?: ReadonlyArray<{
    id: string;
    name: string;
    primaryFieldId?: string;
    fields: ReadonlyArray<{
      id: string;
      name: string;
      type: string;
      options?: { linkedTableId?: string; inverseLinkFieldId?: string };
    }>;
  }>;
  /** The portal's pages by title (a Form's redirect after submitting). */
  pages?: ReadonlyArray<{ id: string; name: string }>;
}
export type EditorModule = { tabs: (sectionName: string, context?: EditorContext) => DrawerTab[] };
/** One editor module per section type (builder/app/sections/<type>/editor.ts). */
export type EditorRegistry = { [K in TSectionType]: EditorModule };
