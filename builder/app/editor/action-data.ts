import type { ActionSuccess } from '../lib/form-results';

/**
 * What the editor's action answers, in the builder's one shape (lib/form-results.ts):
 * a conform submission result for forms (field errors inline, other refusals above the form),
 * `{ ok: true, message }` on success (the toast) and `{ ok: false, error }` when the request is
 * refused before or outside a form (403 unverified, 404 not your portal). Successes may name the
 * page to select next and the version just published.
 */
export interface EditorSuccess extends ActionSuccess {
  pageId?: string;
  version?: number;
  /** After a publish: the live portal's address (the toast's "View portal"). */
  url?: string;
}
