import { z } from 'zod';
import { fieldRef } from './field-ref';

/** Where the records come from: a built-in table of the portal, or a table of an Airtable base. */
export const ZListingSourceSchema = z.object({
  kind: z.enum(['local', 'airtable']),
  baseId: z.string().max(100).default(''),
  baseName: z.string().max(300).default(''),
  tableId: z.string().min(1).max(100),
  tableName: z.string().max(300).default(''),
});
export type TListingSource = z.infer<typeof ZListingSourceSchema>;

/** One filter the visitor can use (select-type fields; doc 2 §3 'filters'). */
export const ZListingFilterSchema = z.object({
  fieldId: z.string().min(1).max(100),
  label: z.string().max(100).default(''),
  type: z.enum(['dropdown', 'tags']).default('dropdown'),
  isSingleSelect: z.boolean().default(true),
});
export type TListingFilter = z.infer<typeof ZListingFilterSchema>;

/**
 * Where a listing's filters come from (spec doc 2 §3 `filters.source`, §4 'Filters'): none; select
 * fields of the listed table (`field`, what every listing saved before sources had); or the records
 * of another table the listed table links to (`table`): the link field `linkFieldId` points at
 * that table, whose records are the options, titled by `titleFieldId` (its primary field when
 * empty) and sorted by `sortFieldId` (the title when empty) in `order`. `filters` holds the
 * settings (label, dropdown or tags, single or multiple) of each filter: with `table`, the one
 * entry of the link field.
 */
export const FILTER_SOURCES = ['none', 'field', 'table'] as const;
export type TFilterSource = (typeof FILTER_SOURCES)[number];
export const ZListingFilterSourceSchema = z.object({
  source: z.enum(FILTER_SOURCES).default('field'),
  linkFieldId: fieldRef,
  tableId: z.string().max(100).default(''),
  tableName: z.string().max(300).default(''),
  titleFieldId: fieldRef,
  sortFieldId: fieldRef,
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type TListingFilterSource = z.infer<typeof ZListingFilterSourceSchema>;
