import { useSearchParams } from '@remix-run/react';

/**
 * Links between the editor and the screens it opens (Users), carrying the page the builder was
 * on as `?pageId=` so 'Back to editor' returns to that same page (ADR 056).
 */

/** The editor, on `pageId` when known (else the editor opens the home page). */
export function editorUrl(siteId: string, pageId?: string | null): string {
  return pageId ? `/edit/${siteId}?pageId=${encodeURIComponent(pageId)}` : `/edit/${siteId}`;
}

/** User Management (spec doc 3 §2.1: /edit/{siteId}/users and its tabs), remembering the editor's page. */
export function usersUrl(siteId: string, pageId?: string | null, tab = ''): string {
  const path = `/edit/${siteId}/users${tab}`;
  return pageId ? `${path}?pageId=${encodeURIComponent(pageId)}` : path;
}

/** The editor's page the builder came from (`?pageId=`), carried across the screens the editor opens. */
export function useEditorPageId(): string | null {
  const [params] = useSearchParams();
  return params.get('pageId');
}
