import {
  SECTION_TEMPLATES,
  ZDataDataSchema,
  dataSectionKind,
  ZFormFieldSchema,
  ZFormGroupSchema,
  richTextFromPlain,
  type TDataData,
} from '@atrium/core';
import { AppProvider } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  formFieldSpecs,
  formGroupSpecs,
  formGroupsOf,
  formSettingsTabs,
  submitButtonTab,
  withFormGroups,
} from './form-panels';
import { listingPanel } from '../listing-editor/listing-panels';
import type { PanelEnv } from '../listing-editor/panels/panel-kit';
import { getPath } from '../../../drawer-fields/field-path';
import type { EditorContext, FieldSpec } from '../../../drawer-fields/field-specs';

const context: EditorContext = {
  tableFields: [
    { id: 'fldName', name: 'Name', type: 'singleLineText' },
    { id: 'fldStatus', name: 'Status', type: 'singleSelect' },
    { id: 'fldPhoto', name: 'Photo', type: 'multipleAttachments' },
    { id: 'fldEmail', name: 'Email', type: 'email' },
  ],
  pages: [
    { id: 'pgHome', name: 'Home' },
    { id: 'pgThanks', name: 'Thank you' },
  ],
};
const env = (sectionName: string, formKind: PanelEnv['formKind'], ctx = context): PanelEnv => ({
  siteId: 's1',
  sectionId: 'sec1',
  sectionName,
  context: ctx,
  blockIndex: 0,
  onLayout: () => undefined,
  onBlockAdded: () => undefined,
  formKind,
});
const formData = () =>
  SECTION_TEMPLATES.find((t) => t.type === 'data' && dataSectionKind(t.name) === 'form')!.create().data as TDataData;
const shown = (fields: FieldSpec[], data: unknown) => fields.filter((f) => !f.visible || f.visible(data));
const html = (node: ReactNode) =>
  renderToStaticMarkup(createElement(AppProvider, { i18n: en }, createElement(Fragment, null, node)));

describe('[FORMS] Edit Field and Edit Group', () => {
  it('has one list of field controls whose paths are inside a form field', () => {
    const specs = formFieldSpecs(context);
    expect(specs.map((f) => f.label)).toEqual(['Table Field', 'Label', 'Placeholder', 'Required']);
    const field = ZFormFieldSchema.parse({});
    for (const spec of specs) expect(getPath(field, spec.path), spec.path).not.toBeUndefined();
    const group = ZFormGroupSchema.parse({});
    expect(formGroupSpecs().map((f) => f.label)).toEqual(['Group Title', 'Group Style']);
    for (const spec of formGroupSpecs()) expect(getPath(group, spec.path), spec.path).not.toBeUndefined();
  });

  it('offers only the table fields a form fills in and not yet used, and Required once a field is chosen', () => {
    const [source, , , required] = formFieldSpecs(context, { taken: new Set(['fldEmail']) });
    expect(source!.kind === 'select' && source!.options.map((o) => o.label)).toEqual([
      'Select Field',
      'Name',
      'Status',
    ]);
    const disabled = required!.kind === 'toggle' ? required!.disabled : undefined;
    expect(disabled?.(ZFormFieldSchema.parse({}))).toBe(true);
    expect(disabled?.(ZFormFieldSchema.parse({ fieldId: 'fldName' }))).toBe(false);
  });
});

describe('[FORMS] Edit Form and Edit Submit Button', () => {
  it('has Settings and Styles; only a Form section has a success screen to edit, with a live preview', () => {
    const custom = formSettingsTabs('custom');
    expect(custom.map((t) => t.label)).toEqual(['Settings', 'Styles']);
    expect(custom[0]!.fields!.map((f) => f.label)).toEqual(['Create Button Label', 'Success Title', 'Success Message']);
    expect(custom[0]!.fields![2]).toMatchObject({ kind: 'rich', endsWithParagraph: true });
    expect(custom[1]!.fields!.map((f) => [f.label, f.path])).toEqual([
      ['Size', 'customForm.submit.size'],
      ['Align', 'customForm.submit.alignment'],
    ]);
    const data = formData();
    data.customForm.success = { title: 'Thanks!', message: richTextFromPlain('See you <soon>') };
    const preview = html(custom[0]!.after!(data, () => undefined));
    expect(preview).toContain('Thanks!');
    expect(preview).toContain('<p>See you &lt;soon&gt;</p>');

    const create = formSettingsTabs('create');
    expect(create[0]!.fields!.map((f) => [f.label, f.path])).toEqual([['Create Button Label', 'form.createLabel']]);
    expect(create[1]!.fields!.map((f) => f.path)).toEqual(['form.submit.size', 'form.submit.alignment']);
    expect(formSettingsTabs('edit')[0]!.fields!.map((f) => f.label)).toEqual(['Edit Button Label']);
  });

  it('tells whether the edit form follows the create form, and separates it from a copy', () => {
    const [settings] = formSettingsTabs('edit');
    const data = ZDataDataSchema.parse({
      form: { createGroups: [{ title: 'About', fields: [{ fieldId: 'fldName' }] }] },
    });
    expect(html(settings!.render!(data, () => undefined))).toContain(
      'People edit records with the Create Record form.',
    );
    const changes: Array<[string, unknown]> = [];
    const element = settings!.render!(data, (path, value) => changes.push([path, value])) as {
      props: { children: Array<{ props: { onClick?: () => void } }> };
    };
    element.props.children[1]!.props.onClick!();
    expect(changes[0]![0]).toBe('form.editGroups');
    expect((changes[0]![1] as TDataData['form']['editGroups'])[0]).toMatchObject({ title: 'About' });
  });

  it('picks the redirect page from the portal’s pages by title, or says there are none', () => {
    const tab = submitButtonTab('custom', context);
    const data = formData();
    expect(shown(tab.fields!, data).map((f) => f.label)).toEqual([
      'Button Label',
      'Size',
      'Align',
      'Go to a page after submitting',
    ]);
    const redirecting = {
      ...data,
      customForm: {
        ...data.customForm,
        submit: { ...data.customForm.submit, redirect: { enabled: true, pageId: '', path: '' } },
      },
    };
    const picker = shown(tab.fields!, redirecting).find((f) => f.label === 'Page');
    expect(picker?.kind === 'select' && picker.options).toEqual([
      { label: 'Choose a page', value: '' },
      { label: 'Home', value: 'pgHome' },
      { label: 'Thank you', value: 'pgThanks' },
    ]);
    expect(picker?.path).toBe('customForm.submit.redirect.pageId');
    expect(tab.after!(redirecting, () => undefined)).toBeNull();
    const none = submitButtonTab('custom', { ...context, pages: [] });
    expect(shown(none.fields!, redirecting).map((f) => f.label)).not.toContain('Page');
    expect(html(none.after!(redirecting, () => undefined))).toContain('No pages available.');
    // A listing's forms have no redirect, and the edit form's button always says 'Save changes'.
    expect(submitButtonTab('create', context).fields!.map((f) => f.label)).toEqual(['Button Label', 'Size', 'Align']);
    expect(submitButtonTab('edit', context).fields!.map((f) => f.label)).toEqual(['Size', 'Align']);
    expect(listingPanel('form-submit', env('grid1', 'edit')).tabs[0]!.fields!.map((f) => f.label)).toEqual([
      'Size',
      'Align',
    ]);
  });
});

describe('[FORMS] which groups the builder edits', () => {
  it('reads a listing saved with a flat field list as the create form, and writes groups in its place', () => {
    const legacy = { ...ZDataDataSchema.parse({}), form: { ...ZDataDataSchema.parse({}).form, fields: ['fldName'] } };
    const groups = formGroupsOf(legacy, 'create');
    expect(groups[0]!.fields.map((f) => f.fieldId)).toEqual(['fldName']);
    const written = withFormGroups(legacy, 'create', groups);
    expect(written.form.fields).toEqual([]);
    expect(written.form.createGroups).toBe(groups);
    expect(withFormGroups(legacy, 'edit', groups).form.editGroups).toBe(groups);
    expect(withFormGroups(formData(), 'custom', groups).customForm.groups).toBe(groups);
  });
});
