import { SECTION_TEMPLATES, ZDetailBlockSchema, type TDataData } from '@atrium/core';
import type { PanelEnv } from './panel-kit';

/** What the listing editor's panel tests share: a table with a link field, a group, and a panel env. */
export const LISTINGS = SECTION_TEMPLATES.filter((t) => t.type === 'data');

export const context: PanelEnv['context'] = {
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

/** The panels' environment for a section of this layout. */
export const env = (sectionName: string): PanelEnv => ({
  siteId: 's1',
  sectionId: 'sec1',
  sectionName,
  context,
  blockIndex: 0,
  onLayout: () => undefined,
  onBlockAdded: () => undefined,
});

/** A new section's data of this layout, its detail view showing the fields block. */
export const dataOf = (name: string) => {
  const data = LISTINGS.find((t) => t.name === name)!.create().data as TDataData;
  return { ...data, detail: { ...data.detail, blocks: [ZDetailBlockSchema.parse({ kind: 'fields' })] } };
};
