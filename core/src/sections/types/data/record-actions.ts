import { z } from 'zod';
import { itemId } from '../shared';

/** An operation of an UPDATE_RECORD action (spec doc 2 §3 'Operation'). */
export const ZListingOperationSchema = z.object({
  id: z.string().min(1).max(40).default(itemId),
  type: z.enum(['set', 'linkUser', 'unlinkUser', 'clear']).default('set'),
  fieldId: z.string().max(100).default(''),
  /** For 'set': a custom value, the person's users-table record id, or a field of their record. */
  valueType: z.enum(['custom', 'userRecordId', 'userField']).default('custom'),
  value: z.string().max(1000).default(''),
});
export type TListingOperation = z.infer<typeof ZListingOperationSchema>;

/** A record page button that updates the record (type UPDATE_RECORD). */
export const ZListingRecordActionSchema = z.object({
  id: z.string().min(1).max(40).default(itemId),
  label: z.string().min(1).max(60).default('Update'),
  operations: z.array(ZListingOperationSchema).max(10).default([]),
});
export type TListingRecordAction = z.infer<typeof ZListingRecordActionSchema>;
