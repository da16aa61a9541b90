import {
  LISTING_NOT_SET_UP_MESSAGE,
  LISTING_USER_SIGN_IN_MESSAGE,
  type TListingAction,
  type TListingView,
  builderPreviewAbilities,
  listingAbilities,
  listingMessage,
} from '@atrium/core';
import type { LoadListingParams } from './load-listing-params';

/**
 * What stops a section from showing this viewer anything before any data is read: not set up,
 * a user section for a visitor (log in), or no permission for `needed` (visitors are asked to
 * log in, people without the right group see nothing). Else the viewer's abilities.
 */
export function sectionGate(
  input: Pick<LoadListingParams, 'data' | 'userRecordId' | 'groups' | 'asBuilder'>,
  needed: TListingAction,
): { view: TListingView } | { abilities: Record<TListingAction, boolean> } {
  const { data } = input;
  if (!data.source || (data.listingType === 'user' && !data.userLinkFieldId)) {
    return { view: listingMessage('not-set-up', LISTING_NOT_SET_UP_MESSAGE) };
  }
  if (input.asBuilder) return { abilities: builderPreviewAbilities(data.access) };
  if (data.listingType === 'user' && !input.userRecordId) {
    return { view: listingMessage('sign-in', LISTING_USER_SIGN_IN_MESSAGE) };
  }
  const abilities = listingAbilities(data.access, input.groups ?? []);
  if (abilities[needed]) return { abilities };
  return {
    view:
      input.userRecordId === undefined && !input.groups?.length
        ? listingMessage('sign-in', LISTING_USER_SIGN_IN_MESSAGE)
        : listingMessage('hidden', ''),
  };
}
