import { z } from 'zod';
import { ACCESS_ACTIONS, ACCESS_SUBJECTS, ZAccessConditionsSchema } from '../access/access-rule';

/**
 * After a page's access changes (spec doc 3 §8 'Access rules for the page has been updated.';
 * the grammar is mended, ADR 053).
 */
export const PAGE_ACCESS_UPDATED_MESSAGE = 'Access rules for the page have been updated.';

/** The access rule form (spec doc 3 §5). */
export const ZAccessRuleFormSchema = z.object({
  name: z
    .string({ required_error: 'You need to give your rule a name' })
    .trim()
    .min(1, 'You need to give your rule a name')
    .min(3, 'Name needs to be a minimum of 3 characters')
    .max(100, 'Name cannot exceed 100 characters'),
  description: z.string().trim().max(100, 'Description cannot exceed 100 characters').default(''),
  applyToAll: z.boolean().default(false),
  groups: z.array(z.string().min(1)).max(500).default([]),
  rule: z.object({
    subject: z.enum(ACCESS_SUBJECTS),
    action: z.array(z.enum(ACCESS_ACTIONS)).min(1, 'Please select at least 1 action to apply to this rule'),
    fields: z.array(z.object({ id: z.string().min(1) })).default([]),
    conditions: ZAccessConditionsSchema.default({}),
  }),
});
export type TAccessRuleForm = z.infer<typeof ZAccessRuleFormSchema>;
