import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FORM_LINK_NO_RECORDS_MESSAGE, type TRecordForm } from '@atrium/core';
import type { TListingFormAnswer } from '@atrium/core';
import { ListingFormAnswer, RecordForm } from './RecordForm';

const clientField = (links: Partial<NonNullable<TRecordForm['fields'][number]['links']>> = {}) => ({
  id: 'fldClient',
  name: 'Client',
  type: 'multipleRecordLinks',
  choices: [],
  value: '',
  required: true,
  links: {
    options: [
      { id: 'recNorth', title: 'Northwind' },
      { id: 'recBlue', title: 'Blue Harbor' },
      { id: 'recCedar', title: 'Cedar & Pine' },
    ],
    chosen: [],
    addRecordText: 'Add a client',
    ...links,
  },
});

function render(form: TRecordForm, intent: 'listing-create' | 'listing-update', answer?: TListingFormAnswer) {
  return renderToString(
    <ListingFormAnswer.Provider value={answer ?? null}>
      <RecordForm
        form={form}
        sectionId="sec1"
        intent={intent}
        recordId={intent === 'listing-update' ? 'rec1' : undefined}
      />
    </ListingFormAnswer.Provider>,
  );
}

/** The checkboxes of a rendered form: value and whether ticked, in order. */
const boxes = (html: string) =>
  [...html.matchAll(/<input type="checkbox" id="[^"]+" name="field:fldClient"( checked="")? value="([^"]+)"\/>/g)].map(
    (m) => `${m[2]}${m[1] ? ' (checked)' : ''}`,
  );

describe('link fields in record forms', () => {
  it('is a group named by the field: the records to choose as checkboxes behind the field’s Add record text', () => {
    const html = render(
      { label: 'Add project', fields: [clientField({ note: 'Showing the first 100 records of Clients.' })] },
      'listing-create',
    );
    expect(html).toContain('<fieldset id="record-sec1-new-fldClient" class="atrium-account__field atrium-link-field">');
    expect(html).toMatch(
      /<legend>Client<span class="atrium-field__required" aria-hidden="true"> \*<\/span><span class="atrium-visually-hidden"> \(required\)<\/span><\/legend>/,
    );
    expect(html).toMatch(
      /<summary>Add a client<span class="atrium-visually-hidden"> \(<!-- -->Client<!-- -->\)<\/span><\/summary>/,
    );
    expect(boxes(html)).toEqual(['recNorth', 'recBlue', 'recCedar']);
    expect(html).toContain('<label for="record-sec1-new-fldClient-recCedar">Cedar &amp; Pine</label>');
    expect(html).toContain('Showing the first 100 records of Clients.');
    expect(html).not.toContain('atrium-link-field__chosen');
  });

  it("shows an edit form's links ticked first, and after a refusal the records the person chose", () => {
    const form = { label: 'Edit', fields: [clientField({ chosen: ['recBlue'] })] };
    const edit = render(form, 'listing-update');
    expect(boxes(edit)).toEqual(['recBlue (checked)', 'recNorth', 'recCedar']);
    const refused = render(form, 'listing-update', {
      error: 'Client: choose records from the list.',
      sectionId: 'sec1',
      intent: 'listing-update',
      recordId: 'rec1',
      typed: { fldClient: ['recCedar', 'recForged', 'recNorth'] },
    });
    expect(refused).toContain('Client: choose records from the list.');
    // The forged id is not shown; the ticked ones come in the order chosen.
    expect(boxes(refused)).toEqual(['recCedar (checked)', 'recNorth (checked)', 'recBlue']);
    expect(refused).not.toContain('recForged');
    // Unticking every record is a choice too.
    const none = render(form, 'listing-update', {
      error: 'Client is required.',
      sectionId: 'sec1',
      intent: 'listing-update',
      recordId: 'rec1',
      typed: { fldClient: [] },
    });
    expect(boxes(none)).toEqual(['recNorth', 'recBlue', 'recCedar']);
  });

  it('says so when the linked table has no records', () => {
    const html = render({ label: 'Add', fields: [clientField({ options: [] })] }, 'listing-create');
    expect(html).toContain(FORM_LINK_NO_RECORDS_MESSAGE);
    expect(html).not.toContain('<summary>');
  });
});
