import { z } from 'zod';
import { createId } from '../../ids/create-id';
import { ZRichTextSchema, richTextFromPlain, type TRichText } from '../../rich-text/rich-text';

/**
 * The form of a Form section (spec doc 2 §3 'Form (create and edit variants)', doc 3 §4.9):
 * groups of fields of the section's table, a submit button, a success screen and a theme.
 * Submitting creates a record in the table (a user form links it to the person).
 */

/** Form groups and fields get ids of 11 characters (spec doc 2 §3). */
export const FORM_ITEM_ID_LENGTH = 11;
export const formItemId = () => createId(FORM_ITEM_ID_LENGTH);
/** A form holds at most this many groups, and a group this many fields. */
export const FORM_MAX_GROUPS = 20;
export const FORM_MAX_FIELDS_PER_GROUP = 40;

/** Choosing a theme sets these defaults (spec doc 2 §4 'Form builder', doc 3 §4.9). */
export const FORM_THEMES = {
  light: { label: 'Light', background: '#fdfcfd', labelColor: '#000000' },
  neutral: { label: 'Neutral', background: '#ffffff', labelColor: '#000000' },
  dark: { label: 'Dark', background: '#1a191b', labelColor: '#ffffffed' },
} as const;
export type TFormTheme = keyof typeof FORM_THEMES;

/** Submit sizes (spec doc 2 §9: Extra Small, Small, Medium (default), Large). */
export const FORM_SUBMIT_SIZES = { xs: 'Extra Small', sm: 'Small', md: 'Medium', lg: 'Large' } as const;

export const FORM_SUCCESS_TITLE_DEFAULT = 'Success';
export const FORM_SUCCESS_MESSAGE_DEFAULT = 'New record was successfully created.';
/** After a submission the page shows the form's success screen: `?submitted={section id}`. */
export const FORM_SUBMITTED_PARAM = 'submitted';
export const FORM_EMPTY_TITLE = 'Nothing to show yet';
export const FORM_EMPTY_MESSAGE = 'Add a group to your form to get started';
/** The redirect page picker when the portal has no pages (spec doc 2 §8). */
export const NO_PAGES_MESSAGE = 'No pages available.';
/** The success screen in the editor's preview leads back to the form (spec doc 2 §4 'Preview'). */
export const BACK_TO_FORM_LABEL = 'Back to form';
/** The message of a required field left empty on the portal. */
export const formFieldRequiredMessage = (label: string) => `${label} is required.`;
/** The text of a link field's control that offers another record of the linked table. */
export const FORM_ADD_RECORD_TEXT_DEFAULT = 'Add record';

export const ZFormFieldSchema = z.object({
  id: z.string().min(1).max(40).default(formItemId),
  /** The table field it fills ('' until chosen: 'Select Field'). */
  fieldId: z.string().max(100).default(''),
  /** Shown instead of the field's name when set. */
  label: z.string().max(200).default(''),
  required: z.boolean().default(false),
  placeholder: z.string().max(200).default(''),
  /**
   * Link fields (spec doc 2 §3 'overrides'): the linked table's field each record is shown by ('':
   * its primary field), and the text of the control that adds another linked record.
   */
  overrides: z
    .object({
      titleFieldId: z.string().max(100).default(''),
      addRecordText: z.string().max(60).default(FORM_ADD_RECORD_TEXT_DEFAULT),
    })
    .default({}),
});
export type TFormField = z.infer<typeof ZFormFieldSchema>;

export const ZFormGroupSchema = z.object({
  id: z.string().min(1).max(40).default(formItemId),
  title: z.string().max(200).default(''),
  fields: z.array(ZFormFieldSchema).max(FORM_MAX_FIELDS_PER_GROUP).default([]),
  variant: z.enum(['bordered', 'shadowed', 'none']).default('none'),
});
export type TFormGroup = z.infer<typeof ZFormGroupSchema>;

/**
 * The success screen's message: rich content that always ends with a paragraph (spec doc 2 §4).
 * A plain-text message (saved before it was rich) becomes one paragraph per line; none at all is
 * the default message; an emptied editor (null) is one empty paragraph.
 */
export const ZFormSuccessMessageSchema = z.preprocess(
  (raw) =>
    raw === undefined
      ? richTextFromPlain(FORM_SUCCESS_MESSAGE_DEFAULT)
      : raw === null
        ? richTextFromPlain('')
        : typeof raw === 'string'
          ? richTextFromPlain(raw.slice(0, 2000))
          : raw,
  ZRichTextSchema.transform((value) => richTextEndingWithParagraph(value as TRichText)),
);

/** The rich text with an empty paragraph after it unless it already ends with a paragraph. */
export function richTextEndingWithParagraph(value: TRichText): TRichText {
  const last = value.root.children.at(-1);
  if (last?.type === 'paragraph') return value;
  return {
    root: { ...value.root, children: [...value.root.children, { type: 'paragraph', format: '', children: [] }] },
  };
}

export const ZCustomFormSchema = z.object({
  /** Defaults on load: one empty group (spec doc 2 §3). */
  groups: z
    .array(ZFormGroupSchema)
    .max(FORM_MAX_GROUPS)
    .default(() => [ZFormGroupSchema.parse({})]),
  submit: z
    .object({
      label: z.string().min(1).max(60).default('Submit'),
      size: z.enum(Object.keys(FORM_SUBMIT_SIZES) as [keyof typeof FORM_SUBMIT_SIZES]).default('md'),
      alignment: z.enum(['left', 'center', 'right']).default('left'),
      /**
       * After a submission: go to a page of the portal (by its id, picked from the portal's pages)
       * instead of the success screen. `path` is what forms saved before the page picker hold.
       */
      redirect: z
        .object({
          enabled: z.boolean().default(false),
          pageId: z.string().max(100).default(''),
          path: z.string().max(300).default(''),
        })
        .default({}),
    })
    .default({}),
  success: z
    .object({
      title: z.string().max(200).default(FORM_SUCCESS_TITLE_DEFAULT),
      /** Rich text (ADR 011); forms saved before held plain text, read as one paragraph per line. */
      message: ZFormSuccessMessageSchema,
    })
    .default({}),
  styles: z
    .object({
      theme: z.enum(Object.keys(FORM_THEMES) as [TFormTheme]).default('light'),
      background: z.string().max(40).default(FORM_THEMES.light.background),
      labelColor: z.string().max(40).default(FORM_THEMES.light.labelColor),
    })
    .default({}),
});
export type TCustomForm = z.infer<typeof ZCustomFormSchema>;

/**
 * Where a Form sends people after a submission: the path of the page it redirects to, when it has
 * a redirect to a page the portal has (only pages of the portal: never another site). Forms
 * saved before the page picker name a path, followed only when it is one of the portal's pages.
 * Undefined: the success screen.
 */
export function formRedirectPath(
  redirect: TCustomForm['submit']['redirect'],
  pages: ReadonlyArray<{ id: string; path: string; type?: string }>,
): string | undefined {
  if (!redirect.enabled) return undefined;
  const portalPages = pages.filter((p) => (p.type ?? 'page') === 'page');
  const page = redirect.pageId
    ? portalPages.find((p) => p.id === redirect.pageId)
    : portalPages.find((p) => redirect.path !== '' && p.path === redirect.path);
  return page?.path;
}

/** The styles a theme sets (its background and label colour). */
export function formThemeStyles(theme: TFormTheme): TCustomForm['styles'] {
  return { theme, background: FORM_THEMES[theme].background, labelColor: FORM_THEMES[theme].labelColor };
}

/** A first form for a table: one group with its first fields a form can fill in. */
export function initialCustomForm(fields: ReadonlyArray<{ id: string; type: string }>, formTypes: readonly string[]) {
  return ZCustomFormSchema.parse({
    groups: [
      {
        fields: fields
          .filter((f) => formTypes.includes(f.type))
          .slice(0, 6)
          .map((f) => ({ fieldId: f.id })),
      },
    ],
  });
}

/** The form's fields that fill an existing field of a type a form control edits, in order. */
export function customFormFields<F extends { id: string; type: string }>(
  form: Pick<TCustomForm, 'groups'>,
  fields: readonly F[],
  formTypes: readonly string[],
): Array<{ formField: TFormField; field: F }> {
  return form.groups.flatMap((group) =>
    group.fields.flatMap((formField) => {
      const field = fields.find((f) => f.id === formField.fieldId);
      return field && formTypes.includes(field.type) ? [{ formField, field }] : [];
    }),
  );
}

/** The first required field the person left empty, in the spec's words, or undefined. */
export function missingRequiredField(
  form: Pick<TCustomForm, 'groups'>,
  fields: ReadonlyArray<{ id: string; name: string; type: string }>,
  formTypes: readonly string[],
  cells: Readonly<Record<string, unknown>>,
): string | undefined {
  for (const { formField, field } of customFormFields(form, fields, formTypes)) {
    const cell = cells[field.id];
    const empty =
      cell === null || cell === undefined || cell === '' || cell === false || (Array.isArray(cell) && !cell.length);
    if (formField.required && empty) return formFieldRequiredMessage(formField.label || field.name);
  }
  return undefined;
}
