import { z } from 'zod';

/**
 * PUT /api/sites/:siteId/draft, the editor's autosave. The envelope is checked here (route and
 * client share the type); each document is validated by `saveDraft` with its core schema,
 * which names the document and the place of the first problem in its 400 message.
 * Only documents that changed since the last save are sent; at least one must be.
 */
export const ZSaveDraftRequestSchema = z
  .object({
    pageId: z.string({ required_error: 'Page not found' }).min(1, 'Page not found').max(64, 'Page not found'),
    contents: z.unknown().optional(),
    header: z.unknown().optional(),
    footer: z.unknown().optional(),
    theme: z.unknown().optional(),
    /** The revision the changes are based on (ISO time); a newer stored draft answers 409. */
    baseUpdatedAt: z.string().datetime({ message: 'baseUpdatedAt must be an ISO date-time' }).optional(),
  })
  .refine(
    (body) => [body.contents, body.header, body.footer, body.theme].some((doc) => doc !== undefined),
    'Send at least one of contents, header, footer or theme.',
  );
export type TSaveDraftRequest = z.infer<typeof ZSaveDraftRequestSchema>;

/** What a successful save answers: the new revision, the next request's `baseUpdatedAt`. */
export interface DraftSaved {
  ok: true;
  updatedAt: string;
}
