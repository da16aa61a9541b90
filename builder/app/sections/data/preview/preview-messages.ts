import { ANYONE_GROUP, UPVOTE_PREVIEW_MESSAGE, accessByGroup, type TListingAccess } from '@atrium/core';

/**
 * What the editor's previews (the page preview and the listing editor's) say instead of running a
 * data section's forms, actions and call to action links.
 */

/** Spec doc 2 §4 and §8: what the preview says instead of running a listing's forms and actions. */
export const PREVIEW_FORMS_MESSAGE = 'Preview only. You can test form submission in the live app.';
export const PREVIEW_ACTIONS_MESSAGE = 'Preview only mode. To test the actions, please go to the live app';

/** What the preview says when one of a listing's forms is submitted (by its intent), or nothing. */
export function previewSubmitMessage(intent: string | undefined): string | undefined {
  if (intent === 'listing-action' || intent === 'listing-card-action') return PREVIEW_ACTIONS_MESSAGE;
  if (intent === 'listing-upvote') return UPVOTE_PREVIEW_MESSAGE;
  return intent?.startsWith('listing-') ? PREVIEW_FORMS_MESSAGE : undefined;
}

/** A card's call to action link (website, email, phone) does nothing in the preview but say so. */
export const isPreviewCta = (anchor: Element) => anchor.matches('[data-listing-cta], [data-listing-copy]');

/**
 * Under a record in the listing editor's preview: who gets the Edit and Delete it shows (the
 * preview shows a record's actions as a viewer with the right sees them, ADR 053), e.g.
 * "Edit: Anyone · Delete: Clients. Visitors without the right do not see them."
 */
export function previewActionsNote(
  access: readonly TListingAccess[],
  groups: ReadonlyArray<{ id: string; name: string }>,
  shown: { edit: boolean; delete: boolean },
): string | undefined {
  const byGroup = accessByGroup(access);
  const holders = (action: 'edit' | 'delete') =>
    [...byGroup]
      .filter(([, actions]) => actions.includes(action))
      .map(([group]) =>
        group === ANYONE_GROUP ? 'Anyone' : (groups.find((g) => g.id === group)?.name ?? 'a removed group'),
      )
      .join(', ');
  const parts = [
    ...(shown.edit ? [`Edit: ${holders('edit')}`] : []),
    ...(shown.delete ? [`Delete: ${holders('delete')}`] : []),
  ];
  return parts.length > 0 ? `${parts.join(' · ')}. Visitors without the right do not see them.` : undefined;
}
