import { describe, expect, it } from 'vitest';
import {
  FORM_ADD_RECORD_TEXT_DEFAULT,
  ZCustomFormSchema,
  ZFormFieldSchema,
  missingRequiredField,
} from '../sections/types/custom-form';
import {
  FORM_FIELD_TYPES,
  ZDataDataSchema,
  connectListingData,
  formGroupsFor,
  listingFormFields,
} from '../sections/types/data';
import {
  LINKED_RECORDS_OFFERED_MAX,
  FORM_LINK_UNTITLED,
  formLinkChoices,
  formLinkFields,
  formLinkProblem,
  listingFormEntries,
  listingFormLinks,
} from './form-links';
import { listingParams } from './listing-params';
import { listingView } from './listing-view';
import { recordDetailView } from './record-detail-view';
import { customFormView } from './record-forms';
import { recordCellsFromForm, typedFormValues } from './record-writes';
import type { DataRecord, TableSchema } from '../data/schema';

const clients: TableSchema = {
  id: 'tblClients',
  name: 'Clients',
  primaryFieldId: 'cname',
  views: [],
  fields: [
    { id: 'cname', name: 'Name', type: 'singleLineText' },
    { id: 'cmail', name: 'Email', type: 'email' },
  ],
};
const projects: TableSchema = {
  id: 'tblProjects',
  name: 'Projects',
  primaryFieldId: 'name',
  views: [],
  fields: [
    { id: 'name', name: 'Name', type: 'singleLineText' },
    { id: 'client', name: 'Client', type: 'multipleRecordLinks', options: { linkedTableId: 'tblClients' } },
    { id: 'member', name: 'Member', type: 'multipleRecordLinks', options: { linkedTableId: 'tblUsers' } },
    { id: 'lost', name: 'Lost link', type: 'multipleRecordLinks', options: { linkedTableId: 'tblGone' } },
  ],
};
const users: TableSchema = {
  id: 'tblUsers',
  name: 'Users',
  primaryFieldId: 'uname',
  views: [],
  fields: [{ id: 'uname', name: 'Name', type: 'singleLineText' }],
};
const tables = [projects, clients, users];
const record = (id: string, fields: DataRecord['fields']): DataRecord => ({ id, createdTime: '', fields });
const clientPage = {
  records: [
    record('recNorth', { cname: 'Northwind', cmail: 'ops@northwind.example.com' }),
    record('recBlue', { cname: 'Blue Harbor' }),
    record('recBlank', {}),
  ],
};
const abilities = { view: true, create: true, edit: true, delete: false };

describe('link fields in record forms: schema', () => {
  it('gives every form field overrides with defaults, so forms saved before them parse unchanged', () => {
    expect(ZFormFieldSchema.parse({ fieldId: 'client' }).overrides).toEqual({
      titleFieldId: '',
      addRecordText: FORM_ADD_RECORD_TEXT_DEFAULT,
    });
    expect(FORM_ADD_RECORD_TEXT_DEFAULT).toBe('Add record');
    const saved = {
      groups: [{ id: 'g1', title: 'About', variant: 'none', fields: [{ id: 'f1', fieldId: 'name', required: true }] }],
    };
    const form = ZCustomFormSchema.parse(saved);
    expect(form.groups[0]!.fields[0]).toEqual({
      id: 'f1',
      fieldId: 'name',
      label: '',
      required: true,
      placeholder: '',
      overrides: { titleFieldId: '', addRecordText: 'Add record' },
    });
    // A listing saved with a flat list of fields still becomes the create form's group.
    const legacy = ZDataDataSchema.parse({ form: { fields: ['name', 'client'] } });
    expect(legacy.form.createGroups[0]!.fields.map((f) => [f.fieldId, f.overrides.addRecordText])).toEqual([
      ['name', 'Add record'],
      ['client', 'Add record'],
    ]);
  });

  it('offers link fields in forms, but a new Form section starts with plain fields only', () => {
    expect(FORM_FIELD_TYPES).toContain('multipleRecordLinks');
    const connected = connectListingData(
      projects,
      { listingType: 'public', source: { kind: 'local', tableId: 'tblProjects' } as never, sort: { type: 'none' } },
      'form1',
    );
    expect(connected.customForm?.groups[0]!.fields.map((f) => f.fieldId)).toEqual(['name']);
  });

  it("never lets a user listing's form fill its link to the person", () => {
    const data = ZDataDataSchema.parse({
      listingType: 'user',
      userLinkFieldId: 'member',
      form: { createGroups: [{ fields: [{ fieldId: 'name' }, { fieldId: 'member' }, { fieldId: 'client' }] }] },
      customForm: { groups: [{ fields: [{ fieldId: 'member' }] }] },
    });
    expect(listingFormFields(data, projects.fields, 'create').map((f) => f.id)).toEqual(['name', 'client']);
    expect(listingFormFields(data, projects.fields, 'edit').map((f) => f.id)).toEqual(['name', 'client']);
    expect(formGroupsFor(data, 'custom')[0]!.fields).toEqual([]);
    // A public listing may offer the same field.
    const open = ZDataDataSchema.parse({ ...data, listingType: 'public' });
    expect(listingFormFields(open, projects.fields, 'create').map((f) => f.id)).toEqual(['name', 'member', 'client']);
  });
});

describe('link fields in record forms: what they offer', () => {
  const data = ZDataDataSchema.parse({
    form: {
      createGroups: [
        {
          fields: [
            { fieldId: 'name' },
            { fieldId: 'client', overrides: { titleFieldId: 'cmail', addRecordText: 'Add a client' } },
            { fieldId: 'member', overrides: { titleFieldId: 'gone', addRecordText: '  ' } },
            { fieldId: 'lost' },
          ],
        },
      ],
    },
  });

  it('titles records by the chosen field of the linked table, else its primary field; links to unknown tables are left out', () => {
    const links = listingFormLinks(data, projects, tables, 'create');
    expect(links.map((l) => [l.fieldId, l.linkedTable.id, l.titleFieldId, l.addRecordText])).toEqual([
      ['client', 'tblClients', 'cmail', 'Add a client'],
      ['member', 'tblUsers', 'uname', 'Add record'],
    ]);
  });

  it('offers the first page of the linked table, titled, says when there are more, and adds the links of the record', () => {
    const [link] = formLinkFields(
      [{ formField: ZFormFieldSchema.parse({ fieldId: 'client' }), field: projects.fields[1]! }],
      tables,
    );
    expect(link!.titleFieldId).toBe('cname');
    expect(formLinkChoices(link!, clientPage)).toEqual({
      options: [
        { id: 'recNorth', title: 'Northwind' },
        { id: 'recBlue', title: 'Blue Harbor' },
        { id: 'recBlank', title: FORM_LINK_UNTITLED },
      ],
    });
    const more = formLinkChoices(link!, { records: clientPage.records.slice(0, 1), cursor: 'next' }, [
      record('recFar', { cname: 'Far away' }),
      record('recNorth', { cname: 'Northwind' }),
    ]);
    expect(more.options.map((o) => o.id)).toEqual(['recNorth', 'recFar']);
    expect(more.note).toBe(`Showing the first ${LINKED_RECORDS_OFFERED_MAX} records of Clients.`);
  });
});

describe('link fields in record forms: posting', () => {
  const data = ZDataDataSchema.parse({
    form: {
      createGroups: [
        {
          fields: [
            { fieldId: 'name' },
            { fieldId: 'client', label: 'Your client', required: true },
            { fieldId: 'lost' },
          ],
        },
      ],
    },
  });
  const form = (entries: Array<[string, string]>) => {
    const posted = new FormData();
    for (const [name, value] of entries) posted.append(name, value);
    return posted;
  };
  const fields = listingFormFields(data, projects.fields, 'create');

  it('reads the chosen records of a link field (each once), and keeps them for a refused form', () => {
    const posted = form([
      ['field:name', 'Bridge'],
      ['field:client', 'recNorth'],
      ['field:client', ' recBlue '],
      ['field:client', 'recNorth'],
      ['field:client', ''],
    ]);
    expect(recordCellsFromForm(fields, posted)).toEqual({
      name: 'Bridge',
      client: ['recNorth', 'recBlue'],
      lost: null,
    });
    expect(typedFormValues(fields, posted)).toEqual({ name: 'Bridge', client: ['recNorth', 'recBlue'], lost: [] });
  });

  it('checks a required link field like the others', () => {
    const groups = formGroupsFor(data, 'create');
    const empty = recordCellsFromForm(fields, form([['field:name', 'Bridge']]));
    expect(missingRequiredField({ groups }, projects.fields, FORM_FIELD_TYPES, empty)).toBe('Your client is required.');
    const chosen = recordCellsFromForm(fields, form([['field:client', 'recNorth']]));
    expect(missingRequiredField({ groups }, projects.fields, FORM_FIELD_TYPES, chosen)).toBeUndefined();
  });

  it('refuses records the form did not offer, and any record for a link whose table is unknown', () => {
    const entries = listingFormEntries(data, projects, 'create');
    const offered = (fieldId: string) => new Set(fieldId === 'client' ? ['recNorth', 'recBlue'] : []);
    const cells = (entries_: Array<[string, string]>) => recordCellsFromForm(fields, form(entries_));
    expect(formLinkProblem(entries, cells([['field:client', 'recBlue']]), offered)).toBeUndefined();
    expect(formLinkProblem(entries, cells([['field:client', 'recForged123']]), offered)).toBe(
      'Your client: choose records from the list.',
    );
    expect(
      formLinkProblem(
        entries,
        cells([
          ['field:client', 'recNorth'],
          ['field:lost', 'recAnything'],
        ]),
        offered,
      ),
    ).toBe('Lost link: choose records from the list.');
  });
});

describe('link fields in record forms: views', () => {
  const data = ZDataDataSchema.parse({
    access: [
      { action: 'create', applyToAll: true },
      { action: 'edit', applyToAll: true },
    ],
    form: {
      createGroups: [{ id: 'g1', fields: [{ fieldId: 'name' }, { fieldId: 'client', required: true }] }],
    },
    customForm: { groups: [{ fields: [{ fieldId: 'client', overrides: { addRecordText: 'Pick a client' } }] }] },
  });
  const choices = { client: formLinkChoices(listingFormLinks(data, projects, tables, 'create')[0]!, clientPage) };

  it('renders a link field with the records it offers, and leaves it out when nothing was read for it', () => {
    const view = listingView(
      data,
      projects,
      { records: [] },
      listingParams(new URLSearchParams()),
      undefined,
      abilities,
      {},
      choices,
    );
    expect(view.createForm?.fields[1]).toMatchObject({
      id: 'client',
      required: true,
      group: 'g1',
      links: { chosen: [], addRecordText: 'Add record', options: choices.client.options },
    });
    const without = listingView(
      data,
      projects,
      { records: [] },
      listingParams(new URLSearchParams()),
      undefined,
      abilities,
    );
    expect(without.createForm?.fields.map((f) => f.id)).toEqual(['name']);
    expect(customFormView(data, projects, false, choices).groups[0]!.fields[0]!.links?.addRecordText).toBe(
      'Pick a client',
    );
  });

  it("shows an edit form's record's links chosen, leaving out ids it does not offer", () => {
    const detail = recordDetailView(
      data,
      projects,
      record('rec1', { name: 'Bridge', client: ['recBlue', 'recGone'] }),
      abilities,
      { records: {}, tables, editLinks: choices },
    );
    expect(detail.editForm?.fields[1]!.links?.chosen).toEqual(['recBlue']);
  });
});
