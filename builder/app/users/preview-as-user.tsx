import { createAbility, type Ability, type TPermission, type TViewer } from '@atrium/core';
import { Button, Popover, Spinner, Text, TextField } from '@shopify/polaris';
import { ViewIcon } from '@shopify/polaris-icons';
import { useEffect, useRef, useState, type UIEvent } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** The viewer the editor's preview shows the page as (spec doc 1 §4, doc 3 §2.5). */
export interface PreviewViewer {
  id: string;
  name: string;
  viewer: TViewer;
  ability: Ability;
}

export const UNAUTHENTICATED_ID = 'unauthenticated';
export const LOGGED_OUT_VISITOR = 'Logged-out visitor';
const SEARCH_DEBOUNCE_MS = 500;

export function previewForbiddenMessage(name: string): string {
  return `The selected user ${name} does not have permission to view this page.`;
}

type ListedUser = { id: string; email: string; username: string; groups: string[]; integrationGroups: string[] };

/**
 * Preview as a user: a search-as-you-type list (500 ms) that loads more as it is scrolled, the
 * logged-out visitor first; choosing the current viewer again goes back to editing. The chosen
 * viewer's permissions come from the permissions endpoint and become abilities with core's
 * createAbility, the same engine the portal host uses.
 */
export function PreviewAsUser({
  siteId,
  selected,
  onSelect,
}: {
  siteId: string;
  selected: PreviewViewer | null;
  onSelect: (viewer: PreviewViewer | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
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

  async function choose(id: string, name: string, viewer: TViewer) {
    setOpen(false);
    if (selected?.id === id) return onSelect(null);
    const response = await fetch(`/api/apps/${siteId}/user-accounts/${encodeURIComponent(id)}/permissions`, {
      credentials: 'same-origin',
    });
    const body = (await response.json()) as { permissions?: TPermission[]; error?: string };
    if (!response.ok || !body.permissions) {
      setError(body.error ?? 'The permissions could not be loaded.');
      return;
    }
    onSelect({ id, name, viewer, ability: createAbility(body.permissions) });
  }

  function onScroll(event: UIEvent<HTMLUListElement>) {
    const list = event.currentTarget;
    const nearEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 40;
    if (nearEnd && !loadingRef.current && users.length < total) setPage((p) => p + 1);
  }

  const option = (id: string, name: string, detail: string | null, viewer: TViewer) => (
    <li
      key={id}
      role="option"
      aria-selected={selected?.id === id}
      tabIndex={0}
      className="atrium-preview-as__option"
      onClick={() => void choose(id, name, viewer)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          void choose(id, name, viewer);
        }
      }}
    >
      <span>{name}</span>
      {detail && <span className="atrium-preview-as__detail">{detail}</span>}
    </li>
  );

  return (
    <Popover
      active={open}
      onClose={() => setOpen(false)}
      preferredAlignment="right"
      activator={
        <Button
          icon={ViewIcon}
          pressed={selected !== null}
          disclosure={open ? 'up' : 'down'}
          onClick={() => setOpen((v) => !v)}
        >
          {selected ? `Previewing as ${selected.name}` : 'Preview as user'}
        </Button>
      }
    >
      <div className="atrium-preview-as">
        <TextField
          label="Search users"
          labelHidden
          placeholder="Search users"
          value={query}
          onChange={setQuery}
          autoComplete="off"
          clearButton
          onClearButtonClick={() => setQuery('')}
        />
        {error && (
          <div role="alert">
            <Text as="p" tone="critical">
              {error}
            </Text>
          </div>
        )}
        <ul className="atrium-preview-as__list" role="listbox" aria-label="Preview as" onScroll={onScroll}>
          {option(UNAUTHENTICATED_ID, LOGGED_OUT_VISITOR, 'Not logged in', { kind: 'anonymous' })}
          {users.map((user) =>
            option(user.id, user.username || user.email, user.email, {
              kind: 'user',
              userId: user.id,
              groups: user.groups,
              integrationGroups: user.integrationGroups,
            }),
          )}
          {loading && (
            <li className="atrium-preview-as__loading" aria-hidden="true">
              <Spinner size="small" />
            </li>
          )}
          {!loading && users.length === 0 && search !== '' && (
            <li className="atrium-preview-as__empty">No users found</li>
          )}
        </ul>
      </div>
    </Popover>
  );
}
