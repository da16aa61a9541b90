import { SECTION_CATALOGUE, type TSection } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { removeDialogCopy } from './remove-section-modal';
import { sectionLabel } from './section-list';

const section = (id: string, heading = id): TSection => ({ ...SECTION_CATALOGUE.content.create({ heading }), id });

describe('[EDITOR] section list copy', () => {
  it("names sections by position and type, and uses the spec's remove dialogs", () => {
    expect(sectionLabel(section('a'), 1)).toBe('Section 2: Content');
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
