import {
  FORM_FIELD_TYPES,
  FORM_LINK_FIELD_TYPE,
  FORM_SUBMIT_SIZES,
  FORM_THEMES,
  NO_PAGES_MESSAGE,
  formThemeStyles,
  listingFormGroups,
  separateEditForm,
  type TCustomForm,
  type TDataData,
  type TFormGroup,
  type TFormTheme,
} from '@atrium/core';
import { CustomForm } from '@atrium/sections';
import { BlockStack, Button, Select, Text } from '@shopify/polaris';
import { ALIGN_OPTIONS, type DrawerTab, type EditorContext, type FieldSpec } from '../../../drawer-fields/field-specs';

/**
 * The form builder's side panels (spec doc 2 §2 'Form builder', §4): Edit Group and Edit Field
 * over the selected group or field, Edit Form (Settings and Styles) and Edit Submit Button over
 * the section's data, the Form section's Styles (theme) and Success Screen. Pure descriptions:
 * the listing editor renders them through DocumentDrawer.
 */

/** Which form the builder edits: a Form section's, or a listing's create or edit form. */
export type FormKind = 'custom' | 'create' | 'edit';

/** The form's groups as the builder shows them (a listing saved before groups: its flat list). */
export function formGroupsOf(data: TDataData, kind: FormKind): TFormGroup[] {
  if (kind === 'custom') return data.customForm.groups;
  if (kind === 'create') return listingFormGroups(data, 'create');
  return data.form.editGroups;
}

/** The data with new groups for the form (the create form's flat list from before groups is gone then). */
export function withFormGroups(data: TDataData, kind: FormKind, groups: TFormGroup[]): TDataData {
  if (kind === 'custom') return { ...data, customForm: { ...data.customForm, groups } };
  if (kind === 'create') return { ...data, form: { ...data.form, fields: [], createGroups: groups } };
  return { ...data, form: { ...data.form, editGroups: groups } };
}

/** A listing's edit form follows the create form until it has groups of its own. */
export const followsCreateForm = (data: TDataData) => (data.form?.editGroups?.length ?? 0) === 0;

export const EDIT_GROUP_TITLE = 'Edit Group';
export const EDIT_FIELD_TITLE = 'Edit Field';
export const EDIT_FORM_TITLE = 'Edit Form';
export const EDIT_SUBMIT_TITLE = 'Edit Submit Button';
export const SELECT_FIELD_LABEL = 'Select Field';
export const FOLLOWS_CREATE_FORM_MESSAGE = 'People edit records with the Create Record form.';
export const SEPARATE_EDIT_FORM_LABEL = 'Use a different edit form';
export const SAME_EDIT_FORM_LABEL = 'Use the Create Record form';

/** The table fields a form can fill in (spec doc 2 §5: the selector excludes unsupported types). */
export function formTableFields(context: EditorContext | undefined) {
  return (context?.tableFields ?? []).filter((f) => FORM_FIELD_TYPES.includes(f.type));
}

/**
 * Edit Field: every control of one form field, with paths inside the field. One list, so that
 * controls for other kinds of fields (linked records' titles and 'add record' texts) join it
 * here. `taken`: table fields other fields of the form already fill (not offered again).
 */
export function formFieldSpecs(
  context: EditorContext | undefined,
  options: { taken?: ReadonlySet<string> } = {},
): FieldSpec[] {
  const fields = formTableFields(context).filter((f) => !options.taken?.has(f.id));
  const hasSource = (field: unknown) => Boolean((field as { fieldId?: string }).fieldId);
  const links = formTableFields(context).filter((f) => f.type === FORM_LINK_FIELD_TYPE);
  const fieldOf = (item: unknown) => (item as { fieldId?: string }).fieldId;
  return [
    {
      kind: 'select',
      path: 'fieldId',
      label: 'Table Field',
      options: [{ label: SELECT_FIELD_LABEL, value: '' }, ...fields.map((f) => ({ label: f.name, value: f.id }))],
    },
    { kind: 'text', path: 'label', label: 'Label', helpText: 'Empty: the field’s name.' },
    { kind: 'text', path: 'placeholder', label: 'Placeholder' },
    {
      kind: 'toggle',
      path: 'required',
      label: 'Required',
      helpText: 'People must fill it in. A field can be required once it has a table field.',
      // Spec doc 2 §5: the required switch is disabled until the field has a source.
      disabled: (field) => !hasSource(field),
    },
    // Link fields: which field of the linked table titles its records, and the 'add record' text.
    ...links.map((link) => linkTitleSpec(link, context, (item) => fieldOf(item) === link.id)),
    ...(links.length > 0
      ? [
          {
            kind: 'text',
            path: 'overrides.addRecordText',
            label: 'Add record text',
            helpText: 'The control that lists more records to link.',
            visible: (item: unknown) => links.some((l) => l.id === fieldOf(item)),
          } satisfies FieldSpec,
        ]
      : []),
  ];
}

/**
 * A link field's 'Title field': the field of the linked table each record is shown by in the
 * form (empty: the linked table's primary field).
 */
function linkTitleSpec(
  link: EditorContext['tableFields'][number],
  context: EditorContext | undefined,
  visible: (item: unknown) => boolean,
): FieldSpec {
  const table = context?.tables?.find((t) => t.id === link.options?.linkedTableId);
  const primary = table?.fields.find((f) => f.id === table.primaryFieldId);
  return {
    kind: 'select',
    path: 'overrides.titleFieldId',
    label: 'Title field',
    options: [
      { label: primary ? `${primary.name} (primary field)` : 'Primary field', value: '' },
      ...(table?.fields ?? []).filter((f) => f !== primary).map((f) => ({ label: f.name, value: f.id })),
    ],
    visible,
  };
}

/** Edit Group: its title and style, with paths inside the group. */
export function formGroupSpecs(): FieldSpec[] {
  return [
    { kind: 'text', path: 'title', label: 'Group Title' },
    {
      kind: 'select',
      path: 'variant',
      label: 'Group Style',
      options: [
        { label: 'None', value: 'none' },
        { label: 'Bordered', value: 'bordered' },
        { label: 'Shadowed', value: 'shadowed' },
      ],
    },
  ];
}

/** Where the submit button's texts and styles are in the data. */
function submitPaths(kind: FormKind) {
  return kind === 'custom'
    ? { label: 'customForm.submit.label', size: 'customForm.submit.size', alignment: 'customForm.submit.alignment' }
    : {
        label: kind === 'create' ? 'form.createLabel' : 'form.editLabel',
        size: 'form.submit.size',
        alignment: 'form.submit.alignment',
      };
}

/** The submit button's Size and Align. */
function submitStyleSpecs(kind: FormKind): FieldSpec[] {
  const paths = submitPaths(kind);
  return [
    {
      kind: 'select',
      path: paths.size,
      label: 'Size',
      options: Object.entries(FORM_SUBMIT_SIZES).map(([value, label]) => ({ value, label })),
    },
    { kind: 'select', path: paths.alignment, label: 'Align', options: ALIGN_OPTIONS },
  ];
}

/** The success screen's title and rich message (a Form section's). */
export function successSpecs(): FieldSpec[] {
  return [
    { kind: 'text', path: 'customForm.success.title', label: 'Success Title' },
    { kind: 'rich', path: 'customForm.success.message', label: 'Success Message', endsWithParagraph: true },
  ];
}

/** The success screen as people will see it, in the form's theme. */
function SuccessPreview({ form }: { form: TCustomForm }) {
  return (
    <div
      className="atrium-portal atrium-form-builder__success-preview"
      role="group"
      aria-label="Success screen preview"
    >
      {/* A look at the success screen as people will see it (its button works on the canvas). */}
      <div {...({ inert: '' } as object)}>
        <CustomForm
          sectionId="success-preview"
          form={{ groups: [], submit: form.submit, styles: form.styles, success: form.success }}
          againHref="#"
          preview
        />
      </div>
    </div>
  );
}

/**
 * Edit Form (the form's global settings): Settings with the Create Button Label and, where the
 * form has a success screen (a Form section), its title and message with a live preview; a
 * listing's edit form says whether it is the create form. Styles: the submit button's Size and Align.
 */
export function formSettingsTabs(kind: FormKind): DrawerTab[] {
  const settings: FieldSpec[] = [
    {
      kind: 'text',
      path: submitPaths(kind).label,
      label: kind === 'edit' ? 'Edit Button Label' : 'Create Button Label',
    },
    ...(kind === 'custom' ? successSpecs() : []),
  ];
  return [
    {
      id: 'settings',
      label: 'Settings',
      fields: settings,
      render:
        kind === 'edit'
          ? (data, change) =>
              followsCreateForm(data as TDataData) ? (
                <BlockStack gap="200">
                  <Text as="p">{FOLLOWS_CREATE_FORM_MESSAGE}</Text>
                  <Button onClick={() => change('form.editGroups', separateEditForm(data as TDataData))}>
                    {SEPARATE_EDIT_FORM_LABEL}
                  </Button>
                </BlockStack>
              ) : (
                <BlockStack gap="200">
                  <Text as="p">People edit records with a form of its own.</Text>
                  <Button onClick={() => change('form.editGroups', [])}>{SAME_EDIT_FORM_LABEL}</Button>
                </BlockStack>
              )
          : undefined,
      after: kind === 'custom' ? (data) => <SuccessPreview form={(data as TDataData).customForm} /> : undefined,
    },
    { id: 'styles', label: 'Styles', fields: submitStyleSpecs(kind) },
  ];
}

/**
 * Edit Submit Button: its label, Size and Align and, for a Form section, where people go after
 * submitting: the success screen, or a page of the portal picked by its title.
 */
export function submitButtonTab(kind: FormKind, context: EditorContext | undefined): DrawerTab {
  const pages = context?.pages ?? [];
  const redirects = (data: unknown) => (data as TDataData).customForm?.submit?.redirect?.enabled === true;
  return {
    id: 'submit',
    label: 'Button',
    fields: [
      // The edit form's button always says 'Save changes'.
      ...(kind === 'edit' ? [] : ([{ kind: 'text', path: submitPaths(kind).label, label: 'Button Label' }] as const)),
      ...submitStyleSpecs(kind),
      ...(kind === 'custom'
        ? ([
            { kind: 'toggle', path: 'customForm.submit.redirect.enabled', label: 'Go to a page after submitting' },
            {
              kind: 'select',
              path: 'customForm.submit.redirect.pageId',
              label: 'Page',
              options: [{ label: 'Choose a page', value: '' }, ...pages.map((p) => ({ label: p.name, value: p.id }))],
              visible: (data) => redirects(data) && pages.length > 0,
            },
          ] satisfies FieldSpec[])
        : []),
    ],
    after:
      kind === 'custom'
        ? (data) =>
            redirects(data) && pages.length === 0 ? (
              <Text as="p" tone="subdued">
                {NO_PAGES_MESSAGE}
              </Text>
            ) : null
        : undefined,
  };
}

/** The Form section's Styles: choosing a theme sets its background and label colour (spec doc 2 §4), as one change. */
export function formThemeTab(): DrawerTab {
  return {
    id: 'styles',
    label: 'Styles',
    render: (data, change) => {
      const theme = (data as { customForm?: { styles?: { theme?: TFormTheme } } }).customForm?.styles?.theme;
      return (
        <Select
          label="Theme"
          options={Object.entries(FORM_THEMES).map(([value, t]) => ({ value, label: t.label }))}
          value={theme ?? 'light'}
          onChange={(value) => change('customForm.styles', formThemeStyles(value as TFormTheme))}
        />
      );
    },
    fields: [
      { kind: 'color', path: 'customForm.styles.background', label: 'Form background' },
      { kind: 'color', path: 'customForm.styles.labelColor', label: 'Label colour' },
    ],
  };
}

/** The Success Screen step's panel: the success screen's title and message (previewed on the canvas). */
export function successTab(): DrawerTab {
  return { id: 'success', label: 'Success Screen', fields: successSpecs() };
}
