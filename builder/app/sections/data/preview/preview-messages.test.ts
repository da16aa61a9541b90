import { describe, expect, it } from 'vitest';
import { previewActionsNote } from './preview-messages';

describe('[LISTING] the preview says who gets the record actions it shows', () => {
  const groups = [{ id: 'grpClients', name: 'Clients' }];
  it('names Anyone and the groups with each right, for the actions shown only', () => {
    const access = [
      { action: 'edit' as const, applyToAll: true, groups: [] },
      { action: 'delete' as const, applyToAll: false, groups: ['grpClients', 'grpGone'] },
    ];
    expect(previewActionsNote(access, groups, { edit: true, delete: true })).toBe(
      'Edit: Anyone · Delete: Clients, a removed group. Visitors without the right do not see them.',
    );
    expect(previewActionsNote(access, groups, { edit: false, delete: true })).toBe(
      'Delete: Clients, a removed group. Visitors without the right do not see them.',
    );
    expect(previewActionsNote(access, groups, { edit: false, delete: false })).toBeUndefined();
  });
});
