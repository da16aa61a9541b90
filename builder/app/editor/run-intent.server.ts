import { AppError, GENERIC_ERROR_MESSAGE, PAGE_MESSAGES, isAppError } from '@atrium/core';
import {
  clonePage,
  createPage,
  deletePage,
  getPage,
  listPages,
  setHomePage,
  updatePageSettings,
  type SiteAccess,
} from '@atrium/db';
import { parseWithZod } from '@conform-to/zod';
import { data } from '@remix-run/node';
import type { z } from 'zod';
import type { BuilderContext } from '../lib/route-builders.server';
import { replyWithError } from '../lib/form-replies.server';
import type { EditorSuccess } from './action-data';
import { publishPortal } from '../portals/publish-portal.server';
import {
  ZClonePageIntentSchema,
  ZCreatePageIntentSchema,
  ZDeletePageIntentSchema,
  ZEditorIntentNameSchema,
  ZPublishIntentSchema,
  ZSetHomeIntentSchema,
  updatePageIntentSchema,
} from './intents';

/**
 * A form intent: validation errors answer 400 in conform's shape; a refused domain call answers
 * on the field it names (e.g. 409 'A page with this path already exists' on path) or above the form.
 */
async function formIntent<S extends z.ZodTypeAny>(
  formData: FormData,
  schema: S,
  run: (value: z.output<S>) => Promise<EditorSuccess>,
) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  try {
    return await run(submission.value);
  } catch (error) {
    return replyWithError(submission, error);
  }
}

/**
 * A button intent (set home, delete, publish): a refused call becomes the route builder's
 * `{ ok: false, error }` with its status, for a toast; an unexpected failure is logged and
 * answered with the generic message, so the editor stays on screen.
 */
async function buttonIntent<S extends z.ZodTypeAny>(
  formData: FormData,
  schema: S,
  run: (value: z.output<S>) => Promise<EditorSuccess>,
) {
  const parsed = schema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) throw new AppError('BAD_REQUEST', GENERIC_ERROR_MESSAGE);
  try {
    return await run(parsed.data);
  } catch (error) {
    if (isAppError(error) && error.status < 500) throw error;
    console.error(error);
    return data({ ok: false as const, error: GENERIC_ERROR_MESSAGE }, { status: 500 });
  }
}

/**
 * The editor's one action. The portal was already checked (`requireSite`); every domain call
 * below filters by its id, so a page id of another portal is a 404.
 */
export async function runEditorIntent(ctx: BuilderContext, access: SiteAccess, formData: FormData) {
  const siteId = access.site.id;
  const { db } = ctx.runtime;
  const intent = ZEditorIntentNameSchema.safeParse(formData.get('intent'));
  if (!intent.success) throw new AppError('BAD_REQUEST', GENERIC_ERROR_MESSAGE);

  switch (intent.data) {
    case 'create-page':
      return formIntent(formData, ZCreatePageIntentSchema, async ({ intent: _, ...input }) => {
        const page = await createPage(db, { siteId, input });
        return { ok: true, message: PAGE_MESSAGES.created, pageId: page.id };
      });

    case 'update-page': {
      // The home page's path is locked, so which fields are required depends on the page.
      const page = await getPage(db, { siteId, pageId: String(formData.get('pageId') ?? '') });
      if (!page) throw new AppError('NOT_FOUND', 'Page not found');
      return formIntent(formData, updatePageIntentSchema({ isHome: page.isHome }), async (value) => {
        const { intent: _, pageId, ...input } = value;
        await updatePageSettings(db, { siteId, pageId, input: page.isHome ? { ...input, path: undefined } : input });
        return { ok: true, message: PAGE_MESSAGES.updated, pageId };
      });
    }

    case 'clone-page':
      return formIntent(formData, ZClonePageIntentSchema, async ({ intent: _, pageId, ...input }) => {
        const page = await clonePage(db, { siteId, pageId, input });
        return { ok: true, message: PAGE_MESSAGES.cloned, pageId: page.id };
      });

    case 'set-home':
      return buttonIntent(formData, ZSetHomeIntentSchema, async ({ pageId }) => {
        const page = await setHomePage(db, { siteId, pageId });
        return { ok: true, message: PAGE_MESSAGES.updated, pageId: page.id };
      });

    case 'delete-page':
      return buttonIntent(formData, ZDeletePageIntentSchema, async ({ pageId }) => {
        await deletePage(db, { siteId, pageId });
        // Spec doc 3 §4.7: after deleting, the home page is selected.
        const home = (await listPages(db, { siteId })).find((p) => p.isHome);
        return { ok: true, message: PAGE_MESSAGES.deleted, ...(home ? { pageId: home.id } : {}) };
      });

    case 'publish':
      return buttonIntent(formData, ZPublishIntentSchema, async () => {
        const published = await publishPortal(ctx.runtime, { builder: ctx.builder, site: access.site });
        return { ok: true, message: published.message, version: published.version, url: published.url };
      });
  }
}
