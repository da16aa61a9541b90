import { z } from 'zod';
import {
  HOME_PATH,
  PATH_MESSAGE,
  PATH_PATTERN,
  RESERVED_PATH_MESSAGE,
  isReservedPath,
  normalisePath,
  systemPathMessage,
  systemPathOf,
} from './paths';

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const checkbox = z.preprocess((v) => v === true || v === 'true' || v === 'on', z.boolean());

const ZPagePathSchema = z.preprocess(
  (v) => (typeof v === 'string' ? normalisePath(v) : v),
  z
    .string({ required_error: PATH_MESSAGE })
    .min(1, PATH_MESSAGE)
    .max(200, 'Path cannot exceed 200 characters')
    .regex(PATH_PATTERN, PATH_MESSAGE)
    .refine((p) => !isReservedPath(p), RESERVED_PATH_MESSAGE)
    .superRefine((p, ctx) => {
      const system = systemPathOf(p);
      if (system) ctx.addIssue({ code: z.ZodIssueCode.custom, message: systemPathMessage(system) });
    }),
);

/** Add Page ('Create Page', spec doc 3 §4.6 and §5). */
export const ZCreatePageSchema = z.object({
  name: z.preprocess(
    trimmed,
    z
      .string({ required_error: 'Name is required' })
      .min(1, 'Name is required')
      .max(100, 'Name cannot exceed 100 characters'),
  ),
  path: ZPagePathSchema.refine((p) => p !== HOME_PATH, {
    message: 'You cannot explicitly set path to /. Use Set as homepage in the page settings instead.',
  }),
  isPublic: checkbox.default(true),
  addToHeader: checkbox.default(true),
});
export type TCreatePage = z.infer<typeof ZCreatePageSchema>;

/**
 * Page settings. The home page keeps '/' (its path input is disabled); any other page
 * may not be set to '/' by hand: 'Set as homepage' is the way to do that.
 */
export const ZPageSettingsSchema = z.object({
  name: z.preprocess(
    trimmed,
    z
      .string({ required_error: 'Page name cannot be blank' })
      .min(1, 'Page name cannot be blank')
      .max(100, 'Name cannot exceed 100 characters'),
  ),
  path: ZPagePathSchema.optional(),
  metaTitle: z.preprocess(trimmed, z.string().max(200, 'Title cannot exceed 200 characters').default('')),
  metaDescription: z.preprocess(trimmed, z.string().max(500, 'Description cannot exceed 500 characters').default('')),
  addToHeader: checkbox.default(false),
});
export type TPageSettings = z.infer<typeof ZPageSettingsSchema>;
export const SET_HOME_BY_HAND_MESSAGE = 'You cannot explicitly set path to /. Use Set as homepage instead.';

/** Clone page: name and path required; defaults are name + ' copy' and path + '-copy'. */
export const ZClonePageSchema = z.object({
  name: z.preprocess(
    trimmed,
    z
      .string({ required_error: 'Name is required' })
      .min(1, 'Name is required')
      .max(100, 'Name cannot exceed 100 characters'),
  ),
  path: ZPagePathSchema.refine((p) => p !== HOME_PATH, { message: SET_HOME_BY_HAND_MESSAGE }),
});
export type TClonePage = z.infer<typeof ZClonePageSchema>;

export function clonePageDefaults(page: { name: string; path: string }): { name: string; path: string } {
  const base = page.path === HOME_PATH ? '/home' : page.path;
  return { name: `${page.name} copy`, path: `${base}-copy` };
}

export const PAGE_MESSAGES = {
  pathTaken: 'A page with this path already exists',
  homeCannotBeDeleted: 'The home page cannot be deleted',
  cloned: 'Page cloned.',
  created: 'Page created.',
  updated: 'Page Updated.',
  deleted: 'Page deleted.',
} as const;

export const PAGE_TYPES = ['page', 'account', 'login', 'signup'] as const;
export type TPageType = (typeof PAGE_TYPES)[number];
