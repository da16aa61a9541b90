import { AppError, ZAccessRuleSchema, createId, type TAccessRule, type TAccessRuleForm } from '@atrium/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, DbOrTx } from '../create-db';
import { accessRules } from '../schema/index';

export const RULE_REMOVED_MESSAGE = 'Rule successfully removed for page.';

function toRule(row: typeof accessRules.$inferSelect): TAccessRule {
  return ZAccessRuleSchema.parse({
    _id: row.id,
    name: row.name,
    description: row.description,
    applyToAll: row.applyToAll,
    groups: row.groups,
    rule: row.rule,
  });
}

/** A portal's rules; with `pageId`, only Page rules that cover that page. */
export async function listAccessRules(db: DbOrTx, params: { siteId: string; pageId?: string }): Promise<TAccessRule[]> {
  const rows = await db
    .select()
    .from(accessRules)
    .where(eq(accessRules.siteId, params.siteId))
    .orderBy(asc(accessRules.createdAt), asc(accessRules.id));
  const rules = rows.map(toRule);
  if (!params.pageId) return rules;
  return rules.filter((r) => r.rule.subject === 'Page' && (r.rule.conditions.pages ?? []).includes(params.pageId!));
}

export async function createAccessRule(
  db: DbOrTx,
  params: { siteId: string; input: TAccessRuleForm },
): Promise<TAccessRule> {
  const [row] = await db
    .insert(accessRules)
    .values({
      id: createId(),
      siteId: params.siteId,
      name: params.input.name,
      description: params.input.description,
      applyToAll: params.input.applyToAll,
      groups: params.input.groups,
      rule: params.input.rule,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL', 'Could not create the rule');
  return toRule(row);
}

/**
 * Removes a rule from a page (spec doc 1 §4): a rule covering more than one page is only
 * detached from this page; a rule covering one page is deleted.
 */
export async function removeAccessRuleFromPage(
  db: Database,
  params: { siteId: string; ruleId: string; pageId: string },
): Promise<'detached' | 'deleted'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(accessRules)
      .where(and(eq(accessRules.siteId, params.siteId), eq(accessRules.id, params.ruleId)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Rule not found');
    const rule = toRule(row);
    const pagesOfRule = rule.rule.conditions.pages ?? [];
    if (pagesOfRule.length > 1) {
      const remaining = pagesOfRule.filter((p) => p !== params.pageId);
      await tx
        .update(accessRules)
        .set({
          rule: { ...rule.rule, conditions: { ...rule.rule.conditions, pages: remaining } },
          updatedAt: new Date(),
        })
        .where(eq(accessRules.id, row.id));
      return 'detached';
    }
    await tx.delete(accessRules).where(eq(accessRules.id, row.id));
    return 'deleted';
  });
}
