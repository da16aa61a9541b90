import { normalisePath, pathFromName } from '@atrium/core';

/**
 * The editor's UI state as pure reducers (tested one sequence at a time in
 * editor-state.test.ts beside it). Server data stays in the loader; these hold only what
 * is open and what is being typed.
 */

/**
 * At most one dialog is open. Clone and delete are reached from a page's settings and go back to
 * them. Page access opens straight from the page menu (Cancel closes it) or from the settings'
 * Page Rules tab (`fromSettings`: Cancel goes back to them); it replaces the settings, never stacks on them.
 */
export type EditorDialog =
  | { kind: 'add-page' }
  | { kind: 'page-settings'; pageId: string }
  | { kind: 'page-access'; pageId: string; fromSettings?: boolean }
  | { kind: 'clone-page'; pageId: string }
  | { kind: 'delete-page'; pageId: string }
  | { kind: 'favicon-info' }
  | { kind: 'branding' }
  | { kind: 'data-sources' }
  | null;

export type EditorDialogAction =
  | { type: 'open'; dialog: NonNullable<EditorDialog> }
  /** Cancel: clone, delete and page access opened from them return to the page's settings; anything else closes. */
  | { type: 'back' }
  | { type: 'close' }
  /** A page no longer exists (deleted): dialogs about it close. */
  | { type: 'page-removed'; pageId: string };

export function editorDialogReducer(state: EditorDialog, action: EditorDialogAction): EditorDialog {
  switch (action.type) {
    case 'open':
      return action.dialog;
    case 'back':
      if (state && (state.kind === 'clone-page' || state.kind === 'delete-page')) {
        return { kind: 'page-settings', pageId: state.pageId };
      }
      if (state?.kind === 'page-access' && state.fromSettings) return { kind: 'page-settings', pageId: state.pageId };
      return null;
    case 'close':
      return null;
    case 'page-removed':
      return state && 'pageId' in state && state.pageId === action.pageId ? null : state;
  }
}

/** What the page menu lists: normal pages whose name or path contains the query (any case). */
export function filterPages<T extends { name: string; path: string; type: string }>(pages: T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  return pages.filter(
    (p) => p.type === 'page' && (q === '' || p.name.toLowerCase().includes(q) || p.path.toLowerCase().includes(q)),
  );
}

/** Add Page's name and path (spec doc 3 §4.6): the path follows the name until edited by hand. */
export interface AddPageFormState {
  name: string;
  path: string;
  pathEdited: boolean;
}

export type AddPageFormAction =
  | { type: 'name-changed'; value: string }
  | { type: 'path-changed'; value: string }
  /** Leaving the path field shows it as it will be saved: trimmed and lowercased. */
  | { type: 'path-blurred' };

export const initialAddPageForm: AddPageFormState = { name: '', path: '', pathEdited: false };

export function addPageFormReducer(state: AddPageFormState, action: AddPageFormAction): AddPageFormState {
  switch (action.type) {
    case 'name-changed': {
      if (state.pathEdited) return { ...state, name: action.value };
      const suggested = pathFromName(action.value);
      return { ...state, name: action.value, path: suggested === '/' ? '' : suggested };
    }
    case 'path-changed':
      return { ...state, path: action.value, pathEdited: true };
    case 'path-blurred':
      return { ...state, path: normalisePath(state.path) };
  }
}

/** The tab title and menu label of a page; account, login and signup pages show their type name. */
export function pageLabel(page: { name: string; type: string }): string {
  switch (page.type) {
    case 'account':
      return 'My Account';
    case 'signup':
      return 'Sign up';
    case 'login':
      return 'Log In';
    default:
      return page.name;
  }
}
