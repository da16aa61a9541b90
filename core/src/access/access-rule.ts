import { z } from 'zod';

/** What a rule is about (spec doc 3 §3): pages, the viewer's profile, linked fields, tables, or everything. */
export const ACCESS_SUBJECTS = ['Page', 'Profile', 'LinkedField', 'Table', 'All'] as const;
export type TAccessSubject = (typeof ACCESS_SUBJECTS)[number];
/** What a rule allows: View plus Create, Edit, Update and Delete (spec doc 3 §6). */
export const ACCESS_ACTIONS = ['view', 'edit', 'update', 'create', 'delete'] as const;
export type TAccessAction = (typeof ACCESS_ACTIONS)[number];

export const ZAccessConditionsSchema = z.object({
  /** Page ids the rule covers (Page subject); absent or empty: every page. */
  pages: z.array(z.string().min(1)).max(1000).optional(),
  /** The linked profile field the rule covers (LinkedField subject). */
  linkedProfileField: z.object({ id: z.string().min(1) }).optional(),
});
export type TAccessConditions = z.infer<typeof ZAccessConditionsSchema>;

/**
 * An access rule (spec doc 3 §3): applies to everyone (`applyToAll`, incl. visitors who are not
 * logged in) or to the listed groups, and allows actions on a subject, optionally limited to
 * fields and to conditions.
 */
export const ZAccessRuleSchema = z.object({
  _id: z.string().min(1),
  name: z.string().max(100).default(''),
  description: z.string().max(500).default(''),
  applyToAll: z.boolean().default(false),
  groups: z.array(z.string().min(1)).max(500).default([]),
  rule: z.object({
    subject: z.enum(ACCESS_SUBJECTS),
    action: z.array(z.enum(ACCESS_ACTIONS)).min(1),
    fields: z.array(z.object({ id: z.string().min(1) })).default([]),
    conditions: ZAccessConditionsSchema.default({}),
  }),
});
export type TAccessRule = z.infer<typeof ZAccessRuleSchema>;
