import { ZFormGroupSchema } from '@atrium/core';
import { AppProvider } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormBuilderCanvas, selectKeys, type FormBuilderCanvasProps } from './form-builder-canvas';
import type { EditorContext } from '../../../drawer-fields/field-specs';

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
const html = (node: ReactNode) =>
  renderToStaticMarkup(createElement(AppProvider, { i18n: en }, createElement(Fragment, null, node)));

describe('[FORMS] the form builder canvas', () => {
  const canvas = (props: Partial<FormBuilderCanvasProps>) =>
    html(
      createElement(FormBuilderCanvas, {
        kind: 'custom',
        groups: [],
        selection: null,
        dispatch: () => undefined,
        tableFields: context.tableFields,
        submit: { label: 'Send', size: 'lg', alignment: 'center' },
        styles: { theme: 'dark', background: '#1a191b', labelColor: '#ffffffed' },
        idPrefix: 'builder-x',
        ...props,
      }),
    );

  it('shows the empty state with Add Group', () => {
    const out = canvas({});
    expect(out).toContain('Nothing to show yet');
    expect(out).toContain('Add a group to your form to get started');
    expect(out).toContain('>Add Group<');
  });

  it('shows the form in its theme with selectable groups and fields, required marks and Select Field', () => {
    const groups = [
      ZFormGroupSchema.parse({
        id: 'g1',
        title: 'About you',
        variant: 'bordered',
        fields: [
          { id: 'f1', fieldId: 'fldName', required: true, label: 'Your name' },
          { id: 'f2', fieldId: '' },
        ],
      }),
    ];
    const out = canvas({ groups, selection: { kind: 'field', id: 'f1' } });
    expect(out).toContain('atrium-custom-form--dark');
    expect(out).toContain('atrium-custom-form__group--bordered');
    expect(out).toMatch(/role="button" tabindex="0" aria-pressed="false" aria-label="Edit group About you"/);
    expect(out).toMatch(/aria-pressed="true" aria-label="Edit field Your name"/);
    expect(out).toContain('Your name<span class="atrium-field__required" aria-hidden="true"> *</span>');
    expect(out).toContain('id="builder-x-fldName"');
    expect(out).toContain('>Select Field<');
    expect(out).toContain('aria-label="Drag field Your name"');
    expect(out).toContain('aria-label="Move field Your name up"');
    expect(out).toContain('aria-label="Add Field to group About you"');
    expect(out).toContain('atrium-custom-form__submit--center');
    expect(out).toMatch(/atrium-custom-form__button--lg atrium-form-builder__submit" aria-pressed="false"[^>]*>Send</);
  });

  it('draws a listing’s form like its record forms', () => {
    const element = createElement(FormBuilderCanvas, {
      kind: 'create',
      groups: [ZFormGroupSchema.parse({ id: 'g1', fields: [] })],
      selection: { kind: 'group', id: 'g1' },
      dispatch: () => undefined,
      tableFields: context.tableFields,
      submit: { label: 'Add record', size: 'md', alignment: 'left' },
      idPrefix: 'builder-x',
    });
    const out = html(element);
    expect(out).toContain('atrium-form-builder atrium-account__form atrium-record-form');
    expect(out).toMatch(/data-selected="" [^>]*aria-label="Group Group 1"/);
  });

  it('selects with Enter or Space on the item itself, not on the controls inside it', () => {
    const selected: string[] = [];
    const onKey = selectKeys(() => selected.push('selected'));
    const item = {};
    const key = (k: string, target: object = item) => {
      let prevented = false;
      onKey({ key: k, target, currentTarget: item, preventDefault: () => (prevented = true) } as never);
      return prevented;
    };
    expect(key('Enter')).toBe(true);
    expect(key(' ')).toBe(true);
    expect(key('a')).toBe(false);
    expect(key('Enter', {})).toBe(false);
    expect(selected).toEqual(['selected', 'selected']);
  });
});
