import { ZDataDataSchema, customFormView, type TableSchema } from '@atrium/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CustomForm } from './CustomForm';
import { RecordForm } from './RecordForm';

const table: TableSchema = {
  id: 'tblIdeas',
  name: 'Ideas',
  primaryFieldId: 'fldName',
  fields: [{ id: 'fldName', name: 'Name', type: 'singleLineText' }],
  views: [],
};

/** The success screen of a Form whose saved data is `customForm`, as the portal renders it after a submission. */
function successScreen(customForm: unknown, preview = false) {
  const data = ZDataDataSchema.parse({ customForm });
  return renderToStaticMarkup(
    <CustomForm sectionId="ideaForm" form={customFormView(data, table, true)} againHref="/ideas" preview={preview} />,
  );
}

describe('[FORMS] the success screen', () => {
  it('renders rich text as elements: text is escaped and unsafe links and unknown nodes are dropped', () => {
    const html = successScreen({
      success: {
        title: 'Thanks <b>you</b>',
        message: {
          root: {
            type: 'root',
            children: [
              {
                type: 'heading',
                tag: 'h4',
                format: 'center',
                children: [{ type: 'text', text: '<script>alert(1)</script>', format: 1, style: '' }],
              },
              {
                type: 'paragraph',
                format: '',
                children: [
                  {
                    type: 'link',
                    url: 'javascript:alert(1)',
                    target: null,
                    children: [{ type: 'text', text: 'x', format: 0, style: '' }],
                  },
                  {
                    type: 'link',
                    url: 'https://example.com',
                    target: '_blank',
                    children: [{ type: 'text', text: 'site', format: 0, style: '' }],
                  },
                ],
              },
              { type: 'html', html: '<img src=x onerror=alert(1)>' },
            ],
          },
        },
      },
    });
    expect(html).toContain('<h3 class="atrium-custom-form__success-title">Thanks &lt;b&gt;you&lt;/b&gt;</h3>');
    expect(html).toContain(
      '<h4 class="atrium-rich-text--center"><strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong></h4>',
    );
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).toContain('<a href="/ideas">Submit another response</a>');
  });

  it('shows a plain-text message saved before rich text, one paragraph per line', () => {
    const html = successScreen({ success: { title: 'Thank you!', message: 'We read every idea.\n<i>Really</i>' } });
    expect(html).toContain(
      '<div class="atrium-rich-text atrium-custom-form__success-message"><p>We read every idea.</p><p>&lt;i&gt;Really&lt;/i&gt;</p></div>',
    );
  });

  it('leads back to the form with a button in the builder’s preview', () => {
    const html = successScreen({}, true);
    expect(html).toContain('<p>New record was successfully created.</p>');
    expect(html).toContain('data-form-back="ideaForm">Back to form</button>');
    expect(html).not.toContain('Submit another response');
  });
});

describe('[FORMS] record forms', () => {
  it('size and align their submit button', () => {
    const html = renderToStaticMarkup(
      <RecordForm
        form={{
          label: 'Add idea',
          fields: [{ id: 'fldName', name: 'Name', type: 'singleLineText', choices: [], value: '' }],
          submit: { size: 'lg', alignment: 'right' },
        }}
        sectionId="ideas"
        intent="listing-create"
      />,
    );
    expect(html).toContain(
      '<div class="atrium-custom-form__submit atrium-custom-form__submit--right"><button type="submit" class="atrium-account__submit atrium-custom-form__button--lg">Add idea</button></div>',
    );
  });
});
