import { SECTION_TEMPLATES, dataSectionKind, type TDataData, type TListingView, type TSection } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { withSubmittedForms } from './submitted-forms';

describe('[FORMS] submitting in the page preview', () => {
  it('shows the submitted Form’s success screen, and only that one', () => {
    const form = SECTION_TEMPLATES.find(
      (t) => t.type === 'data' && dataSectionKind(t.name) === 'form',
    )!.create() as TSection;
    const other = { ...form, id: 'other' } as TSection;
    const view = { customForm: { groups: [], submit: {}, styles: {} } } as unknown as TListingView;
    const views = { [form.id]: view, other: view };
    expect(withSubmittedForms(views, [form, other], new Set())).toBe(views);
    const next = withSubmittedForms(views, [form, other], new Set([form.id]));
    expect(next[form.id]!.customForm!.success).toEqual((form.data as TDataData).customForm.success);
    expect(next.other!.customForm!.success).toBeUndefined();
  });
});
