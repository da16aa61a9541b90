import { UPVOTE_PREVIEW_MESSAGE } from '@atrium/core';

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
