import { useEffect, useRef, useState } from 'react';

/** A portal user as the preview picker lists them (GET /api/apps/{siteId}/users). */
export type ListedUser = { id: string; email: string; username: string; groups: string[]; integrationGroups: string[] };

/**
 * The portal's users matching `search`, loaded a page at a time while the picker is `open`; a
 * new search starts from its first page. `loadMore` asks for the next page unless one is loading
 * or every user is listed. `error` is the last failure (the picker also sets its own).
 */
export function usePreviewUsers(siteId: string, open: boolean, search: string) {
  const [users, setUsers] = useState<ListedUser[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const loadingRef = useRef(false);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    loadingRef.current = true;
    setLoading(true);
    const params = new URLSearchParams({ search, page: String(page) });
    fetch(`/api/apps/${siteId}/users?${params.toString()}`, { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        const body = (await response.json()) as { users?: ListedUser[]; total?: number; error?: string };
        if (!response.ok || !body.users) throw new Error(body.error ?? 'Users could not be loaded.');
        setError(undefined);
        setTotal(body.total ?? 0);
        setUsers((current) => (page === 1 ? body.users! : [...current, ...body.users!]));
      })
      .catch((problem: unknown) => {
        if ((problem as Error).name !== 'AbortError') setError((problem as Error).message);
      })
      .finally(() => {
        loadingRef.current = false;
        setLoading(false);
      });
    return () => controller.abort();
  }, [open, search, page, siteId]);

  // A new search starts from its first page.
  useEffect(() => setPage(1), [search]);

  const loadMore = () => {
    if (!loadingRef.current && users.length < total) setPage((p) => p + 1);
  };
  return { users, loading, error, setError, loadMore };
}
