import { ACCOUNT_PATH, LOGIN_PATH, SIGNUP_PATH } from '../identity/app-config';

/**
 * The portal's account pages as the editor knows them (spec doc 3 §2.1, §2.5): `pageId` in the
 * editor's URL is a page id or one of these special values. They are not rows of the pages
 * table: their paths are fixed, their texts live in the site settings (Sign Up) and the app
 * config, and the editor's autosave never sends contents for them.
 */
export const ACCOUNT_PAGES = [
  { id: 'account', type: 'account', name: 'My Account', path: ACCOUNT_PATH },
  { id: 'signup', type: 'signup', name: 'Sign up', path: SIGNUP_PATH },
  { id: 'login', type: 'login', name: 'Log In', path: LOGIN_PATH },
] as const;
export type TAccountPageId = (typeof ACCOUNT_PAGES)[number]['id'];

export function findAccountPage(pageId: string) {
  return ACCOUNT_PAGES.find((page) => page.id === pageId);
}
