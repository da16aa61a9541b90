import type { TListingView, TSection } from '@atrium/core';

/**
 * The preview's listing views with the success screen of each Form submitted in the preview (the
 * preview never sends the form: it only shows what comes next).
 */
export function withSubmittedForms(
  views: Record<string, TListingView>,
  sections: readonly TSection[],
  submitted: ReadonlySet<string>,
): Record<string, TListingView> {
  if (submitted.size === 0) return views;
  const out = { ...views };
  for (const section of sections) {
    const view = out[section.id];
    if (section.type !== 'data' || !submitted.has(section.id) || !view?.customForm) continue;
    out[section.id] = { ...view, customForm: { ...view.customForm, success: section.data.customForm.success } };
  }
  return out;
}
