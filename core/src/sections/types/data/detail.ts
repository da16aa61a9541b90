import { z } from 'zod';
import { itemId } from '../shared';

/**
 * A block of the record page (spec doc 2 §3 'Detail blocks'): fields with labels, a text, the
 * records of a link field, the record's action buttons, or a divider; in the main or side column.
 */
export const DETAIL_BLOCK_KINDS = [
  'fields',
  'text',
  'linked',
  'actions',
  'divider',
  'header',
  'tags',
  'accordion',
  'image',
  'gallery',
  'embed',
  'attachment',
  'links',
  'social',
] as const;
export type TDetailBlockKind = (typeof DETAIL_BLOCK_KINDS)[number];
/** The field types each block kind reads from `fieldIds` (spec doc 2 'Detail view' block editors). */
export const DETAIL_BLOCK_FIELD_TYPES: Partial<Record<TDetailBlockKind, readonly string[]>> = {
  tags: ['singleSelect', 'multipleSelects', 'multipleLookupValues'],
  image: ['multipleAttachments', 'url'],
  gallery: ['multipleAttachments'],
  embed: ['url'],
  attachment: ['multipleAttachments'],
  links: ['url', 'email', 'phoneNumber'],
  social: ['url'],
};
export const ZDetailBlockSchema = z.object({
  id: z.string().min(1).max(40).default(itemId),
  kind: z.enum(DETAIL_BLOCK_KINDS).default('fields'),
  column: z.enum(['main', 'side']).default('main'),
  title: z.string().max(200).default(''),
  /** The fields the block shows. */
  fieldIds: z.array(z.string().min(1).max(100)).max(30).default([]),
  text: z.string().max(5000).default(''),
  /** linked: the link field whose records are listed (by their primary field). */
  linkFieldId: z.string().max(100).default(''),
  /** header: its title, subtitle and image (beside or above the title; an attachment or URL field). */
  titleFieldId: z.string().max(100).default(''),
  subtitleFieldId: z.string().max(100).default(''),
  imageFieldId: z.string().max(100).default(''),
  /** header: 1 centred, 2 image beside the title. */
  variant: z.enum(['centered', 'split']).default('centered'),
  /** image, gallery and embed: their height in px. */
  height: z.number().int().min(100).max(1000).default(360),
  /** image and gallery: cover (crop to fill) or contain (whole picture). */
  fit: z.enum(['cover', 'contain']).default('cover'),
  /** linked: fields of the linked table shown under each linked record's title. */
  linkedFieldIds: z.array(z.string().min(1).max(100)).max(10).default([]),
  /** linked: a list, or cards side by side. */
  linkedVariant: z.enum(['list', 'cards']).default('list'),
  /** linked: people who may edit the record may link and unlink records (spec doc 2 §6 'link/unlink records'). */
  canModifyLink: z.boolean().default(false),
  /** linked: people who may edit the record may add a new linked record by its name ('create new records'). */
  canCreate: z.boolean().default(false),
  /** linked: the text of the button that adds a new linked record. */
  addRecordText: z.string().min(1).max(60).default('Add record'),
});
export type TDetailBlock = z.infer<typeof ZDetailBlockSchema>;

/** What a linked records block's end-user actions say (spec doc 2 §6 per-field permissions). */
export const LINK_CHOICE_REQUIRED_MESSAGE = 'Choose a record to link.';
export const LINK_NOT_FOUND_MESSAGE = 'That record is not in the linked table.';
export const LINKED_NAME_REQUIRED_MESSAGE = 'Give the new record a name.';
export const LINKED_CREATE_UNSUPPORTED_MESSAGE = 'Records of the linked table cannot be added here.';
export const RECORD_LINKED_MESSAGE = 'The record was linked.';
export const RECORD_UNLINKED_MESSAGE = 'The record was unlinked.';
/** Field types a new linked record's name can be written to (its table's primary field). */
export const LINKED_NAME_FIELD_TYPES = ['singleLineText', 'multilineText', 'email', 'url', 'phoneNumber'];

/**
 * Detail types (spec doc 2 §3 'Layout'; the legacy 'link' is no longer offered). 'expand' is the
 * Expandable list's own (list3): a card folds open in the list with the record's fields.
 */
export const DETAIL_TYPES = ['none', 'modal', 'page', 'sideBySide', 'expand'] as const;
export type TDetailType = (typeof DETAIL_TYPES)[number];
export const MODAL_SIZES = ['xl', '4xl', '7xl', 'full'] as const;
export const DETAIL_TYPE_LABELS: Record<TDetailType, string> = {
  none: 'None',
  modal: 'Modal',
  page: 'Page',
  sideBySide: 'Side by side',
  expand: 'Expand',
};
/** Expand texts (spec doc 2 §9 default expand text 'View more'). */
export const EXPAND_TEXT_DEFAULT = 'View more';
export const COLLAPSE_TEXT_DEFAULT = 'View less';
/** At most this many fields fold open in an expandable card when none are chosen. */
export const EXPAND_FIELDS_MAX = 12;
export const PREVIOUS_RECORD_LABEL = 'Previous record';
export const NEXT_RECORD_LABEL = 'Next record';
