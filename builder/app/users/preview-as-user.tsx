import { createAbility, type Ability, type TPermission, type TViewer } from '@atrium/core';
import { Button, Popover, Spinner, Text, TextField } from '@shopify/polaris';
import { ViewIcon } from '@shopify/polaris-icons';
import { useState, type UIEvent } from 'react';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { usePreviewUsers } from './use-preview-users';

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
  const { users, loading, error, setError, loadMore } = usePreviewUsers(siteId, open, search);

  async function choose(id: string, name: string, viewer: TViewer) {
    setOpen(false);
    if (selected?.id === id) return onSelect(null);
    const answer = await fetchViewerAbility(siteId, id);
    if ('error' in answer) return setError(answer.error);
    onSelect({ id, name, viewer, ability: answer.ability });
  }

  function onScroll(event: UIEvent<HTMLUListElement>) {
    const list = event.currentTarget;
    const nearEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 40;
    if (nearEnd) loadMore();
  }

  const option = (id: string, name: string, detail: string | null, viewer: TViewer) => (
    <ViewerOption
      key={id}
      name={name}
      detail={detail}
      selected={selected?.id === id}
      onChoose={() => void choose(id, name, viewer)}
    />
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

/** One viewer in the picker's list: chosen by click, Enter or Space. */
function ViewerOption(props: { name: string; detail: string | null; selected: boolean; onChoose: () => void }) {
  return (
    <li
      role="option"
      aria-selected={props.selected}
      tabIndex={0}
      className="atrium-preview-as__option"
      onClick={props.onChoose}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          props.onChoose();
        }
      }}
    >
      <span>{props.name}</span>
      {props.detail && <span className="atrium-preview-as__detail">{props.detail}</span>}
    </li>
  );
}

/** A viewer's abilities from the permissions endpoint (core's createAbility), or the error to show. */
async function fetchViewerAbility(siteId: string, id: string): Promise<{ ability: Ability } | { error: string }> {
  const response = await fetch(`/api/apps/${siteId}/user-accounts/${encodeURIComponent(id)}/permissions`, {
    credentials: 'same-origin',
  });
  const body = (await response.json()) as { permissions?: TPermission[]; error?: string };
  if (!response.ok || !body.permissions) return { error: body.error ?? 'The permissions could not be loaded.' };
  return { ability: createAbility(body.permissions) };
}
