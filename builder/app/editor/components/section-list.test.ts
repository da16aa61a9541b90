import { SECTION_CATALOGUE, type TSection } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { removeDialogCopy } from './remove-section-modal';
import { sectionLabel } from './section-list';

const section = (id: string, heading = id): TSection => ({ ...SECTION_CATALOGUE.content.create({ heading }), id });

describe('[EDITOR] section list copy', () => {
  it("names sections by position and type, and uses the spec's remove dialogs", () => {
    expect(sectionLabel(section('a'), 1)).toBe('Section 2: Content');
    // A data section is named by what it shows: its table and layout (issue 24).
    const listing = SECTION_CATALOGUE.data.create();
    expect(sectionLabel(listing, 2)).toBe('Section 3: Data');
    const projects = {
      ...listing,
      sectionName: 'grid1' as const,
      data: { ...listing.data, source: { kind: 'local' as const, tableId: 'tblProjects', tableName: 'Projects' } },
    };
    expect(sectionLabel(projects, 2)).toBe('Section 3: Projects — Cards');
    expect(sectionLabel({ ...projects, sectionName: 'table1' as const }, 0)).toBe('Section 1: Projects — Table');
    expect(removeDialogCopy('content')).toMatchObject({ title: 'Remove Section?', confirm: 'Confirm' });
    expect(removeDialogCopy('form')).toMatchObject({
      title: 'Remove Form?',
      confirm: 'Yes, remove it',
      cancel: 'No, cancel',
    });
    expect(removeDialogCopy('formEmbed').title).toBe('Remove Form?');
    expect(removeDialogCopy('data').body).toBe('Do you want to continue removing this listing from your portal?');
  });
});
