import {
  FORM_FIELD_TYPES,
  FORM_LINK_FIELD_TYPE,
  FORM_SUBMIT_SIZES,
  FORM_THEMES,
  ZFormFieldSchema,
  ZFormGroupSchema,
  formThemeStyles,
  type TFormGroup,
  type TFormTheme,
} from '@atrium/core';
import { ChoiceList, Select } from '@shopify/polaris';
import { getPath } from '../editor/block-drawer/field-path';
import { ALIGN_OPTIONS, type DrawerTab, type EditorContext, type FieldSpec } from '../editor/block-drawer/field-specs';

/**
 * A form's groups and fields (a Form section's form, a listing's create or edit form): each field
 * with its table field, label, placeholder and required switch. `quickPick`: a list of the
 * table's fields above, to add or remove fields at once (added ones go to the last group).
 */
export function formGroupsTab(
  context: EditorContext | undefined,
  path: string,
  id: string,
  label: string,
  quickPick = false,
): DrawerTab {
  const fields = (context?.tableFields ?? []).filter((f) => FORM_FIELD_TYPES.includes(f.type));
  const nameOf = (fieldId: string) => fields.find((f) => f.id === fieldId)?.name;
  const links = fields.filter((f) => f.type === FORM_LINK_FIELD_TYPE);
  const fieldOf = (item: unknown) => (item as { fieldId?: string }).fieldId;
  return {
    id,
    label,
    fields: [
      {
        kind: 'list',
        path,
        label: 'Groups',
        list: {
          path,
          item: 'Group',
          titlePath: 'title',
          max: 20,
          create: () => ZFormGroupSchema.parse({}),
          fields: [
            { kind: 'text', path: 'title', label: 'Group title' },
            {
              kind: 'select',
              path: 'variant',
              label: 'Group style',
              options: [
                { label: 'None', value: 'none' },
                { label: 'Bordered', value: 'bordered' },
                { label: 'Shadowed', value: 'shadowed' },
              ],
            },
            {
              kind: 'list',
              path: 'fields',
              label: 'Fields',
              list: {
                path: 'fields',
                item: 'Field',
                titlePath: 'label',
                titleOf: (item) => {
                  const field = item as { label?: string; fieldId?: string; required?: boolean };
                  const title = field.label || nameOf(field.fieldId ?? '') || 'Select Field';
                  return field.required ? `${title} *` : title;
                },
                max: 40,
                create: () => ZFormFieldSchema.parse({ fieldId: fields[0]?.id ?? '' }),
                fields: [
                  {
                    kind: 'select',
                    path: 'fieldId',
                    label: 'Table field',
                    options: [
                      { label: 'Select Field', value: '' },
                      ...fields.map((f) => ({ label: f.name, value: f.id })),
                    ],
                  },
                  {
                    kind: 'text',
                    path: 'label',
                    label: 'Label',
                    helpText: 'Empty: the field’s name.',
                  },
                  { kind: 'text', path: 'placeholder', label: 'Placeholder' },
                  { kind: 'toggle', path: 'required', label: 'Required' },
                  ...links.map((link) => linkTitleSpec(link, context, (item) => fieldOf(item) === link.id)),
                  {
                    kind: 'text',
                    path: 'overrides.addRecordText',
                    label: 'Add record text',
                    helpText: 'The control that lists more records to link.',
                    visible: (item) => links.some((l) => l.id === fieldOf(item)),
                  },
                ],
              },
            },
          ],
        },
      },
    ],
    // The list shows a field by its table field's name.
    render: (data, change) => {
      const groups = (getPath(data, path) as TFormGroup[] | undefined) ?? [];
      const count = groups.reduce((n, g) => n + g.fields.filter((f) => nameOf(f.fieldId)).length, 0);
      return (
        <>
          {quickPick && (
            <ChoiceList
              allowMultiple
              title="Fields people fill in"
              choices={fields.map((f) => ({ label: f.name, value: f.id }))}
              selected={groups.flatMap((g) => g.fields.map((f) => f.fieldId))}
              onChange={(ids) => change(path, withFieldsChosen(groups, ids))}
            />
          )}
          {count === 0 && <p>Nothing to show yet. Add a group to your form to get started.</p>}
        </>
      );
    },
  };
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

/** The groups with exactly the chosen fields: unchosen ones leave, new ones join the last group. */
export function withFieldsChosen(groups: readonly TFormGroup[], ids: readonly string[]): TFormGroup[] {
  const chosen = new Set(ids);
  const kept = groups.map((g) => ({ ...g, fields: g.fields.filter((f) => chosen.has(f.fieldId)) }));
  const present = new Set(kept.flatMap((g) => g.fields.map((f) => f.fieldId)));
  const added = ids.filter((fieldId) => !present.has(fieldId)).map((fieldId) => ZFormFieldSchema.parse({ fieldId }));
  if (added.length === 0) return kept;
  if (kept.length === 0) return [ZFormGroupSchema.parse({ fields: added })];
  const last = kept[kept.length - 1]!;
  return [...kept.slice(0, -1), { ...last, fields: [...last.fields, ...added] }];
}

/**
 * The Form section's panels in the listing editor (spec doc 2 'Form builder', doc 3 §4.9): groups
 * holding fields of the table (each with its label, placeholder and required switch; moved and
 * removed like every list item), the submit button, the success screen and the theme.
 */
export function formSectionTabs(context: EditorContext | undefined): {
  groups: DrawerTab;
  submit: DrawerTab;
  success: DrawerTab;
  styles: DrawerTab;
} {
  return {
    groups: formGroupsTab(context, 'customForm.groups', 'groups', 'Groups'),
    submit: {
      id: 'submit',
      label: 'Submit',
      fields: [
        { kind: 'text', path: 'customForm.submit.label', label: 'Submit button label' },
        {
          kind: 'select',
          path: 'customForm.submit.size',
          label: 'Size',
          options: Object.entries(FORM_SUBMIT_SIZES).map(([value, label]) => ({ value, label })),
        },
        {
          kind: 'select',
          path: 'customForm.submit.alignment',
          label: 'Align',
          options: ALIGN_OPTIONS,
        },
        { kind: 'toggle', path: 'customForm.submit.redirect.enabled', label: 'Go to a page after submitting' },
        {
          kind: 'text',
          path: 'customForm.submit.redirect.path',
          label: 'Page path',
          helpText: 'A page of this portal, e.g. /thank-you.',
          visible: (data) =>
            (data as { customForm?: { submit?: { redirect?: { enabled?: boolean } } } }).customForm?.submit?.redirect
              ?.enabled === true,
        },
      ],
    },
    success: {
      id: 'success',
      label: 'Success Screen',
      fields: [
        { kind: 'text', path: 'customForm.success.title', label: 'Success title' },
        { kind: 'text', path: 'customForm.success.message', label: 'Success message', multiline: true },
      ],
    },
    styles: {
      id: 'styles',
      label: 'Styles',
      // Choosing a theme sets its background and label colour (spec doc 2 §4), as one change.
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
    },
  };
}
