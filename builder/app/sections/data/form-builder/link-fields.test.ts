import { formFieldSpecs } from './form-panels';
import { describe, expect, it } from 'vitest';
import type { PanelEnv } from '../listing-editor/panels/panel-kit';

const context: PanelEnv['context'] = {
  tableFields: [
    { id: 'fldName', name: 'Name', type: 'singleLineText' },
    { id: 'fldStatus', name: 'Status', type: 'singleSelect' },
    { id: 'fldPhoto', name: 'Photo', type: 'multipleAttachments' },
    { id: 'fldOwner', name: 'Owner', type: 'multipleRecordLinks', options: { linkedTableId: 'tblPeople' } },
  ],
  tables: [
    {
      id: 'tblPeople',
      name: 'People',
      primaryFieldId: 'fldPersonName',
      fields: [
        { id: 'fldPersonMail', name: 'Email', type: 'email' },
        { id: 'fldPersonName', name: 'Full name', type: 'singleLineText' },
      ],
    },
  ],
  groups: [{ id: 'g1', name: 'Clients' }],
};

describe('[LISTING] link fields in Edit Field', () => {
  it("offers link fields, with 'Title field' (the linked table's fields) and 'Add record text' for them only", () => {
    const specs = formFieldSpecs(context);
    const picker = specs.find((f) => f.path === 'fieldId');
    expect(picker?.kind === 'select' && picker.options.map((o) => o.label)).toEqual([
      'Select Field',
      'Name',
      'Status',
      'Owner',
    ]);
    const shown = (fieldId: string) => specs.filter((f) => !f.visible || f.visible({ fieldId }));
    expect(shown('fldName').map((f) => f.label)).toEqual(['Table Field', 'Label', 'Placeholder', 'Required']);
    const owner = shown('fldOwner');
    expect(owner.map((f) => f.label)).toEqual([
      'Table Field',
      'Label',
      'Placeholder',
      'Required',
      'Title field',
      'Add record text',
    ]);
    const title = owner.find((f) => f.label === 'Title field');
    expect(title?.path).toBe('overrides.titleFieldId');
    expect(title?.kind === 'select' && title.options).toEqual([
      { label: 'Full name (primary field)', value: '' },
      { label: 'Email', value: 'fldPersonMail' },
    ]);
    expect(owner.find((f) => f.label === 'Add record text')?.path).toBe('overrides.addRecordText');
  });
});
