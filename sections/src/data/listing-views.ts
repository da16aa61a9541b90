import { createContext, useContext } from 'react';
import type { TListingView } from '@atrium/core';

/**
 * The records of the page's data sections, by section id: loaded by the portal host (from the
 * cache, checked against the viewer's access) or by the builder's preview, then rendered by the
 * same component.
 */
export const ListingViews = createContext<Readonly<Record<string, TListingView>>>({});

export function useListingView(sectionId: string): TListingView | undefined {
  return useContext(ListingViews)[sectionId];
}
