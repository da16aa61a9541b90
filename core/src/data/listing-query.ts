import { z } from 'zod';
import { and, or, type Condition } from './condition';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const fieldId = z.string().min(1).max(100);

/** Record ids as both sources make them; a table filter's other values match nothing. */
export const RECORD_ID_PATTERN = /^rec[A-Za-z0-9]{8,30}$/;

/** A rule that narrows a listing (spec doc 2 §3 "Rules"): every rule must hold. */
export const ZListingRuleSchema = z.discriminatedUnion('type', [
  /** A fixed condition chosen by the builder. */
  z.object({
    type: z.literal('static'),
    fieldId,
    operator: z.enum(['equals', 'notEquals', 'contains', 'isEmpty', 'isNotEmpty']).default('equals'),
    value: z.string().max(1000).default(''),
  }),
  /** The record's field equals a field of the signed-in user's record. */
  // The user field may still be unchosen (a rule just switched to this type): it then matches nothing.
  z.object({ type: z.literal('fieldAttribute'), fieldId, userFieldId: z.string().max(100).default('') }),
  /** The record's link field points at the signed-in user's record. */
  z.object({ type: z.literal('user'), fieldId }),
]);
export type TListingRule = z.infer<typeof ZListingRuleSchema>;

export const ZSortSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({ type: z.literal('field'), fieldId, direction: z.enum(['asc', 'desc']).default('asc') }),
  z.object({ type: z.literal('view'), viewId: z.string().min(1).max(100) }),
]);
export type TSort = z.infer<typeof ZSortSchema>;

/**
 * What a listing asks of a data source, independent of the source. Search, filters, sort and
 * page come from the URL; rules and the user scope from the listing's configuration.
 */
export const ZListingQuerySchema = z.object({
  search: z.object({ text: z.string().max(200), fieldIds: z.array(fieldId).min(1).max(50) }).optional(),
  /**
   * Each filter matches records whose field equals one of its values; with `match: 'record'` the
   * field is a link field and the values are record ids it must link to (a filter of source
   * table). A value that is not a record id then matches nothing.
   */
  filters: z
    .array(
      z.object({
        fieldId,
        values: z.array(z.string().max(500)).min(1).max(100),
        match: z.enum(['value', 'record']).default('value'),
      }),
    )
    .max(20)
    .default([]),
  /** How different filters combine (spec: or by default). */
  conjunction: z.enum(['or', 'and']).default('or'),
  sort: ZSortSchema.default({ type: 'none' }),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(500).optional(),
  rules: z.array(ZListingRuleSchema).max(20).default([]),
  /**
   * User listings: only records linked to the signed-in user's record through this chain of
   * link fields (the first field is on the listed table).
   */
  userScope: z.object({ linkFieldIds: z.array(fieldId).min(1).max(5) }).optional(),
});
export type TListingQuery = z.infer<typeof ZListingQuerySchema>;
export type TListingQueryInput = z.input<typeof ZListingQuerySchema>;

/** Who is looking: the signed-in end user's record in the users table, if any. */
export interface ListingViewer {
  userRecordId?: string;
  /** The user's record cells (for fieldAttribute rules). */
  userFields?: Record<string, unknown>;
  /**
   * For user scopes longer than one link: the ids of the records at the end of the chain that
   * lead to the user (resolved by the data layer before translating). For a one-link chain the
   * user's record id is used directly.
   */
  scopeRecordIds?: string[];
}

/**
 * The query's search, filters, rules and user scope as one Condition. A rule or scope that
 * needs a signed-in user matches nothing without one (deny by default).
 */
export function buildListingCondition(query: TListingQuery, viewer: ListingViewer = {}): Condition {
  const parts: Condition[] = [];
  const text = query.search?.text.trim();
  if (query.search && text) {
    parts.push(or(...query.search.fieldIds.map((id) => ({ kind: 'contains' as const, fieldId: id, text }))));
  }
  if (query.filters.length > 0) {
    const filters = query.filters.map((f) => {
      if (f.match === 'value') {
        return or(...f.values.map((value) => ({ kind: 'equals' as const, fieldId: f.fieldId, value })));
      }
      const ids = [...new Set(f.values.filter((value) => RECORD_ID_PATTERN.test(value)))];
      return ids.length > 0 ? { kind: 'linksTo' as const, fieldId: f.fieldId, recordIds: ids } : NOTHING;
    });
    parts.push(query.conjunction === 'and' ? and(...filters) : or(...filters));
  }
  for (const rule of query.rules) parts.push(ruleCondition(rule, viewer));
  if (query.userScope) {
    const ids =
      query.userScope.linkFieldIds.length === 1
        ? viewer.userRecordId
          ? [viewer.userRecordId]
          : []
        : (viewer.scopeRecordIds ?? []);
    parts.push(
      ids.length > 0 ? { kind: 'linksTo', fieldId: query.userScope.linkFieldIds[0]!, recordIds: ids } : NOTHING,
    );
  }
  return and(...parts);
}

const NOTHING: Condition = { kind: 'not', condition: { kind: 'true' } };

function ruleCondition(rule: TListingRule, viewer: ListingViewer): Condition {
  switch (rule.type) {
    case 'static':
      switch (rule.operator) {
        case 'equals':
          return { kind: 'equals', fieldId: rule.fieldId, value: rule.value };
        case 'notEquals':
          return { kind: 'not', condition: { kind: 'equals', fieldId: rule.fieldId, value: rule.value } };
        case 'contains':
          return { kind: 'contains', fieldId: rule.fieldId, text: rule.value };
        case 'isEmpty':
          return { kind: 'isEmpty', fieldId: rule.fieldId };
        case 'isNotEmpty':
          return { kind: 'not', condition: { kind: 'isEmpty', fieldId: rule.fieldId } };
      }
      break;
    case 'fieldAttribute': {
      const value = viewer.userFields?.[rule.userFieldId];
      if (value === undefined || value === null || value === '') return NOTHING;
      const values = Array.isArray(value) ? value.map(String) : [String(value)];
      return or(...values.map((v) => ({ kind: 'equals' as const, fieldId: rule.fieldId, value: v })));
    }
    case 'user':
      return viewer.userRecordId
        ? { kind: 'linksTo', fieldId: rule.fieldId, recordIds: [viewer.userRecordId] }
        : NOTHING;
  }
}
