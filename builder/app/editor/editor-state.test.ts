import { describe, expect, it } from 'vitest';
import {
  addPageFormReducer,
  editorDialogReducer,
  filterPages,
  initialAddPageForm,
  pageLabel,
  type AddPageFormAction,
  type EditorDialog,
  type EditorDialogAction,
} from './editor-state';

const run = <S, A>(reducer: (s: S, a: A) => S, initial: S, actions: A[]) => actions.reduce(reducer, initial);

describe('[EDITOR] dialogs', () => {
  it('opens one dialog at a time and closes it', () => {
    const actions: EditorDialogAction[] = [
      { type: 'open', dialog: { kind: 'add-page' } },
      { type: 'open', dialog: { kind: 'page-settings', pageId: 'p1' } },
    ];
    expect(run(editorDialogReducer, null as EditorDialog, actions)).toEqual({ kind: 'page-settings', pageId: 'p1' });
    expect(run(editorDialogReducer, null as EditorDialog, [...actions, { type: 'close' }])).toBeNull();
  });

  it('goes back from clone and delete to the same page settings, and closes anything else', () => {
    for (const kind of ['clone-page', 'delete-page'] as const) {
      expect(
        run(editorDialogReducer, null as EditorDialog, [
          { type: 'open', dialog: { kind: 'page-settings', pageId: 'p1' } },
          { type: 'open', dialog: { kind, pageId: 'p1' } },
          { type: 'back' },
        ]),
      ).toEqual({ kind: 'page-settings', pageId: 'p1' });
    }
    expect(editorDialogReducer({ kind: 'add-page' }, { type: 'back' })).toBeNull();
    expect(editorDialogReducer({ kind: 'page-settings', pageId: 'p1' }, { type: 'back' })).toBeNull();
  });

  it('opens page access straight from the page menu (Cancel closes) or from page settings (Cancel goes back)', () => {
    expect(
      run(editorDialogReducer, null as EditorDialog, [
        { type: 'open', dialog: { kind: 'page-access', pageId: 'p1' } },
        { type: 'back' },
      ]),
    ).toBeNull();
    expect(
      run(editorDialogReducer, null as EditorDialog, [
        { type: 'open', dialog: { kind: 'page-settings', pageId: 'p1' } },
        { type: 'open', dialog: { kind: 'page-access', pageId: 'p1', fromSettings: true } },
        { type: 'back' },
      ]),
    ).toEqual({ kind: 'page-settings', pageId: 'p1' });
    expect(
      editorDialogReducer({ kind: 'page-access', pageId: 'p1', fromSettings: true }, { type: 'close' }),
    ).toBeNull();
    expect(
      editorDialogReducer({ kind: 'page-access', pageId: 'p1' }, { type: 'page-removed', pageId: 'p1' }),
    ).toBeNull();
  });

  it('closes dialogs about a page that was removed, and only those', () => {
    expect(
      editorDialogReducer({ kind: 'delete-page', pageId: 'p1' }, { type: 'page-removed', pageId: 'p1' }),
    ).toBeNull();
    expect(editorDialogReducer({ kind: 'delete-page', pageId: 'p1' }, { type: 'page-removed', pageId: 'p2' })).toEqual({
      kind: 'delete-page',
      pageId: 'p1',
    });
    expect(editorDialogReducer({ kind: 'favicon-info' }, { type: 'page-removed', pageId: 'p1' })).toEqual({
      kind: 'favicon-info',
    });
  });
});

describe('[EDITOR] page menu search', () => {
  const pages = [
    { name: 'Home', path: '/', type: 'page' },
    { name: 'About us', path: '/about-us', type: 'page' },
    { name: 'Pricing', path: '/plans', type: 'page' },
    { name: 'My Account', path: '/account', type: 'account' },
  ];

  it('matches names and paths in any case, and lists only normal pages', () => {
    expect(filterPages(pages, '').map((p) => p.name)).toEqual(['Home', 'About us', 'Pricing']);
    expect(filterPages(pages, 'ABOUT').map((p) => p.name)).toEqual(['About us']);
    expect(filterPages(pages, '/plans').map((p) => p.name)).toEqual(['Pricing']);
    expect(filterPages(pages, '  pric ').map((p) => p.name)).toEqual(['Pricing']);
    expect(filterPages(pages, 'account')).toEqual([]);
    expect(filterPages(pages, 'zzz')).toEqual([]);
  });

  it('labels account, login and signup pages by their type', () => {
    expect(pageLabel({ name: 'Anything', type: 'account' })).toBe('My Account');
    expect(pageLabel({ name: 'Anything', type: 'signup' })).toBe('Sign up');
    expect(pageLabel({ name: 'Anything', type: 'login' })).toBe('Log In');
    expect(pageLabel({ name: 'About', type: 'page' })).toBe('About');
  });
});

describe('[EDITOR] Add Page form', () => {
  it('fills the path from the name until the path is edited by hand', () => {
    const typed = run(addPageFormReducer, initialAddPageForm, [
      { type: 'name-changed', value: 'A' },
      { type: 'name-changed', value: 'About Us!' },
    ] as AddPageFormAction[]);
    expect(typed).toEqual({ name: 'About Us!', path: '/about-us', pathEdited: false });

    const edited = run(addPageFormReducer, typed, [
      { type: 'path-changed', value: '/Team ' },
      { type: 'name-changed', value: 'About the team' },
    ] as AddPageFormAction[]);
    expect(edited).toEqual({ name: 'About the team', path: '/Team ', pathEdited: true });
    expect(addPageFormReducer(edited, { type: 'path-blurred' }).path).toBe('/team');
  });

  it('leaves the path empty while the name has nothing to make a path from', () => {
    expect(addPageFormReducer(initialAddPageForm, { type: 'name-changed', value: '  ' }).path).toBe('');
    expect(addPageFormReducer(initialAddPageForm, { type: 'name-changed', value: '!!' }).path).toBe('');
  });
});
