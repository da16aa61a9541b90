import type { TListingView, TSection } from '@atrium/core';
import { useEffect, useMemo, useRef, useState } from 'react';

/** Edits settle for this long before the preview asks for records again. */
const PREVIEW_DEBOUNCE_MS = 300;

/**
 * Records for the preview's data sections: each connected section's draft settings go to the
 * listing preview API (the portal's own loading, from the cache), again whenever they change.
 */
export function useListingPreviews(
  siteId: string,
  sections: readonly TSection[],
  /** Preview as a user: an end user's id or 'unauthenticated'; none for the builder's own view. */
  userId?: string,
  /** Modal and side-by-side detail: the record the builder opened in each section's preview. */
  openRecords: Readonly<Record<string, string>> = {},
): Record<string, TListingView> {
  const listings = useMemo(
    () => sections.filter((s): s is Extract<TSection, { type: 'data' }> => s.type === 'data' && s.data.source !== null),
    [sections],
  );
  const key = JSON.stringify([userId ?? null, listings.map((s) => [s.id, s.data, openRecords[s.id] ?? null])]);
  const [views, setViews] = useState<Record<string, TListingView>>({});
  const asked = useRef(new Map<string, string>());

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      for (const section of listings) {
        const record = openRecords[section.id];
        const body = JSON.stringify({
          data: section.data,
          sectionId: section.id,
          sectionName: section.sectionName,
          ...(record ? { record } : {}),
          ...(userId ? { userId } : {}),
        });
        if (asked.current.get(section.id) === body) continue;
        asked.current.set(section.id, body);
        fetch(`/api/sites/${siteId}/listing-preview`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          signal: controller.signal,
        })
          .then((res) => res.json() as Promise<{ ok: boolean; view?: TListingView }>)
          .then((answer) => {
            if (answer.ok && answer.view) setViews((current) => ({ ...current, [section.id]: answer.view! }));
          })
          .catch(() => {
            // Aborted by a newer edit, or offline: the next change asks again.
            asked.current.delete(section.id);
          });
      }
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `key` stands for the viewer and the listings' ids and settings.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [siteId, key]);
  return views;
}
