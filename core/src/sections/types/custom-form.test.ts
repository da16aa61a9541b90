import { describe, expect, it } from 'vitest';
import { richTextFromPlain, richTextToPlain } from '../../rich-text/rich-text';
import { FORM_SUCCESS_MESSAGE_DEFAULT, ZCustomFormSchema, formRedirectPath } from './custom-form';
import { ZDataDataSchema, listingFormGroups, separateEditForm } from './data';

const paragraph = (text: string) => ({
  type: 'paragraph',
  format: '',
  children: text ? [{ type: 'text', text, format: 0, style: '' }] : [],
});

describe('[FORMS] the success screen is rich text', () => {
  it('reads a plain-text message saved before as one paragraph per line: nothing is lost', () => {
    const form = ZCustomFormSchema.parse({
      success: { title: 'Thanks', message: 'We read every idea.\nBye <b>now</b>' },
    });
    expect(form.success.message).toEqual(richTextFromPlain('We read every idea.\nBye <b>now</b>'));
    expect(richTextToPlain(form.success.message)).toBe('We read every idea.\nBye <b>now</b>');
    // Parsing again keeps it (a saved migrated form reads the same).
    expect(ZCustomFormSchema.parse(JSON.parse(JSON.stringify(form))).success).toEqual(form.success);
  });

  it('starts with the default message, and an emptied editor is an empty paragraph', () => {
    expect(richTextToPlain(ZCustomFormSchema.parse({}).success.message)).toBe(FORM_SUCCESS_MESSAGE_DEFAULT);
    expect(ZCustomFormSchema.parse({ success: { message: null } }).success.message).toEqual({
      root: { type: 'root', children: [paragraph('')] },
    });
  });

  it('always ends with a paragraph, and keeps only what rich text allows', () => {
    const form = ZCustomFormSchema.parse({
      success: {
        message: {
          root: {
            type: 'root',
            children: [
              {
                type: 'heading',
                tag: 'h2',
                format: '',
                children: [
                  { type: 'text', text: 'Done', format: 1, style: 'position: fixed' },
                  { type: 'link', url: 'javascript:alert(1)', target: null, children: [] },
                ],
              },
              { type: 'image', src: 'x' },
            ],
          },
        },
      },
    });
    expect(form.success.message.root.children).toEqual([
      { type: 'heading', tag: 'h2', format: '', children: [{ type: 'text', text: 'Done', format: 1, style: '' }] },
      paragraph(''),
    ]);
    const endsWell = ZCustomFormSchema.parse({ success: { message: richTextFromPlain('One') } });
    expect(endsWell.success.message.root.children).toEqual([paragraph('One')]);
  });
});

describe('[FORMS] the redirect after a submission', () => {
  const pages = [
    { id: 'home', path: '/', type: 'page' },
    { id: 'thanks', path: '/thank-you', type: 'page' },
    { id: 'login', path: '/account/login', type: 'login' },
  ];
  const redirect = (value: Record<string, unknown>) =>
    ZCustomFormSchema.parse({ submit: { redirect: value } }).submit.redirect;

  it('goes to the picked page of the portal, at its current path', () => {
    expect(formRedirectPath(redirect({ enabled: true, pageId: 'thanks' }), pages)).toBe('/thank-you');
    expect(formRedirectPath(redirect({ enabled: false, pageId: 'thanks' }), pages)).toBeUndefined();
    expect(formRedirectPath(redirect({ enabled: true }), pages)).toBeUndefined();
  });

  it('never leaves the portal: a page that is gone, another site or an account page shows the success screen', () => {
    expect(formRedirectPath(redirect({ enabled: true, pageId: 'deleted' }), pages)).toBeUndefined();
    expect(formRedirectPath(redirect({ enabled: true, pageId: 'login' }), pages)).toBeUndefined();
    for (const path of ['//evil.example', 'https://evil.example', '/nowhere', 'javascript:alert(1)']) {
      expect(formRedirectPath(redirect({ enabled: true, path }), pages), path).toBeUndefined();
    }
  });

  it('follows a path saved before the page picker when it is one of the portal’s pages', () => {
    expect(formRedirectPath(redirect({ enabled: true, path: '/thank-you' }), pages)).toBe('/thank-you');
  });
});

describe('[FORMS] a listing’s edit form', () => {
  it('follows the create form until it is separated, then starts as a copy with ids of its own', () => {
    const data = ZDataDataSchema.parse({
      form: {
        createGroups: [{ id: 'g1', title: 'About', fields: [{ id: 'f1', fieldId: 'fldName', required: true }] }],
      },
    });
    expect(listingFormGroups(data, 'edit')).toBe(data.form.createGroups);
    const copy = separateEditForm(data);
    expect(copy).toHaveLength(1);
    expect(copy[0]).toMatchObject({ title: 'About', fields: [{ fieldId: 'fldName', required: true }] });
    expect(copy[0]!.id).not.toBe('g1');
    expect(copy[0]!.fields[0]!.id).not.toBe('f1');
    const separated = { ...data, form: { ...data.form, editGroups: copy } };
    expect(listingFormGroups(separated, 'edit')).toBe(copy);
    // Without a create form the edit form starts with one empty group.
    expect(separateEditForm(ZDataDataSchema.parse({}))).toEqual([expect.objectContaining({ fields: [] })]);
  });

  it('gives both forms a submit button of medium size on the left unless styled', () => {
    expect(ZDataDataSchema.parse({}).form.submit).toEqual({ size: 'md', alignment: 'left' });
  });
});
