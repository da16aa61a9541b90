import { PATH_MESSAGE, ZClonePageSchema, ZCreatePageSchema, ZPageSettingsSchema } from '@atrium/core';
import { z } from 'zod';

/**
 * The editor route's one action takes an `intent` field; each intent has its own form schema
 * (the core schema plus the literal intent and, for page intents, the page id). The same
 * schemas validate in the browser (conform) and on the server.
 */
export const EDITOR_INTENTS = [
  'create-page',
  'update-page',
  'set-home',
  'clone-page',
  'delete-page',
  'publish',
] as const;
export type EditorIntent = (typeof EDITOR_INTENTS)[number];
export const ZEditorIntentNameSchema = z.enum(EDITOR_INTENTS);

const pageId = z.string({ required_error: 'Page not found' }).min(1, 'Page not found').max(64, 'Page not found');

export const ZCreatePageIntentSchema = ZCreatePageSchema.extend({ intent: z.literal('create-page') });

const ZUpdatePageIntentBase = ZPageSettingsSchema.extend({ intent: z.literal('update-page'), pageId });

/**
 * Page settings. The home page's path input is disabled (so not posted) and stays '/';
 * every other page must post a path.
 */
export function updatePageIntentSchema(options: { isHome: boolean }) {
  if (options.isHome) return ZUpdatePageIntentBase;
  return ZUpdatePageIntentBase.refine((value) => value.path !== undefined, { path: ['path'], message: PATH_MESSAGE });
}

export const ZSetHomeIntentSchema = z.object({ intent: z.literal('set-home'), pageId });
export const ZClonePageIntentSchema = ZClonePageSchema.extend({ intent: z.literal('clone-page'), pageId });
export const ZDeletePageIntentSchema = z.object({ intent: z.literal('delete-page'), pageId });
export const ZPublishIntentSchema = z.object({ intent: z.literal('publish') });
