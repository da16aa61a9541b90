import { loadPageContents, type TPageContents } from '@atrium/core';
import type { pages } from '../schema/index';

export type PageRow = typeof pages.$inferSelect;

export interface PageView {
  id: string;
  siteId: string;
  name: string;
  path: string;
  type: 'page' | 'account' | 'login' | 'signup';
  position: number;
  passwordProtected: boolean;
  meta: { title: string; description: string };
  options: { isPublic: boolean; addToHeader: boolean };
  contents: TPageContents;
  isHome: boolean;
  /** When the page row (settings or contents) last changed: the editor's autosave revision. */
  updatedAt: Date;
}

export function toPageView(row: PageRow): PageView {
  const meta = (row.meta ?? {}) as Partial<PageView['meta']>;
  const options = (row.options ?? {}) as Partial<PageView['options']>;
  return {
    id: row.id,
    siteId: row.siteId,
    name: row.name,
    path: row.path,
    type: row.type,
    position: row.position,
    passwordProtected: row.passwordProtected,
    meta: { title: meta.title ?? '', description: meta.description ?? '' },
    options: { isPublic: options.isPublic ?? true, addToHeader: options.addToHeader ?? true },
    contents: loadPageContents(row.contents),
    isHome: row.path === '/',
    updatedAt: row.updatedAt,
  };
}
