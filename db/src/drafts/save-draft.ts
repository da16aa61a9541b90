import {
  AppError,
  findAccountPage,
  ZFooterSchema,
  ZHeaderSchema,
  ZPageContentsSchema,
  ZThemeSchema,
  type TFooter,
  type THeader,
  type TTheme,
} from '@atrium/core';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../create-db';
import { pages, siteDrafts } from '../schema/index';

/** Answered (409) when the draft changed after the revision the editor started from. */
export const DRAFT_CONFLICT_MESSAGE =
  'This page was changed in another tab or by someone else. Reload the editor to see the latest version.';

export interface SaveDraftParams {
  siteId: string;
  /** The page being edited; it must belong to the site even when its contents are not sent. */
  pageId: string;
  /** Each document is optional: the editor sends only what changed since its last save. */
  contents?: unknown;
  header?: unknown;
  footer?: unknown;
  theme?: unknown;
  /**
   * The revision the editor's changes are based on (the `updatedAt` of its last save, or of
   * the drafts it loaded). When the page (for contents) or the site draft (for header, footer,
   * theme) was written after it, nothing is saved and a CONFLICT is thrown. Absent: last write wins.
   */
  baseUpdatedAt?: Date;
}

export interface SavedDraft {
  /** The new revision: the next save's `baseUpdatedAt`. */
  updatedAt: Date;
}

/**
 * The page editor's autosave: validates every document sent with its core schema, then writes
 * the page's contents and the site's header, footer and theme drafts in one transaction.
 * Every query filters by the site, so a page of another site is a 404 and changes nothing.
 */
export async function saveDraft(db: Database, params: SaveDraftParams): Promise<SavedDraft> {
  const contents =
    params.contents === undefined ? undefined : parseDocument(ZPageContentsSchema, params.contents, 'page');
  const header = params.header === undefined ? undefined : parseDocument(ZHeaderSchema, params.header, 'header');
  const footer = params.footer === undefined ? undefined : parseDocument(ZFooterSchema, params.footer, 'footer');
  const theme = params.theme === undefined ? undefined : parseDocument(ZThemeSchema, params.theme, 'theme');
  const siteChanges: { header?: THeader; footer?: TFooter; theme?: TTheme } = {
    ...(header ? { header } : {}),
    ...(footer ? { footer } : {}),
    ...(theme ? { theme } : {}),
  };

  // The account pages (My Account, Sign up, Log In) are no rows: editing them saves the site's
  // header, footer and theme only.
  const accountPage = findAccountPage(params.pageId);
  if (accountPage && contents) throw new AppError('BAD_REQUEST', 'The account pages have no sections to save.');

  return db.transaction(async (tx) => {
    const [row] = accountPage
      ? [{ updatedAt: new Date(0) }]
      : await tx
          .select({ updatedAt: pages.updatedAt })
          .from(pages)
          .where(and(eq(pages.siteId, params.siteId), eq(pages.id, params.pageId)))
          .for('update');
    const page = row;
    if (!page) throw new AppError('NOT_FOUND', 'Page not found');
    const [draft] = await tx
      .select({ updatedAt: siteDrafts.updatedAt })
      .from(siteDrafts)
      .where(eq(siteDrafts.siteId, params.siteId))
      .for('update');
    if (!draft) throw new AppError('NOT_FOUND', 'Portal not found');

    const base = params.baseUpdatedAt;
    const hasSiteChanges = Object.keys(siteChanges).length > 0;
    if (base && ((contents && page.updatedAt > base) || (hasSiteChanges && draft.updatedAt > base))) {
      throw new AppError('CONFLICT', DRAFT_CONFLICT_MESSAGE);
    }

    // Never earlier than a revision already stored, so revisions only move forward.
    const updatedAt = new Date(Math.max(Date.now(), page.updatedAt.getTime(), draft.updatedAt.getTime()));
    if (contents) {
      await tx
        .update(pages)
        .set({ contents, updatedAt })
        .where(and(eq(pages.siteId, params.siteId), eq(pages.id, params.pageId)));
    }
    if (hasSiteChanges) {
      await tx
        .update(siteDrafts)
        .set({ ...siteChanges, updatedAt })
        .where(eq(siteDrafts.siteId, params.siteId));
    }
    return { updatedAt };
  });
}

type DocumentName = 'page' | 'header' | 'footer' | 'theme';

/** Parses one document; a refusal names the document and where in it the problem is. */
function parseDocument<S extends z.ZodTypeAny>(schema: S, value: unknown, name: DocumentName): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as z.output<S>;
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? ` (at ${issue.path.join('.')})` : '';
  throw new AppError('BAD_REQUEST', `The ${name} could not be saved: ${issue.message}${where}.`);
}
