import { z } from 'zod';
import { ZListingRuleSchema, ZSortSchema } from '../../../data/listing-query';
import { ZBackgroundSchema } from '../../background';
import { ZCustomFormSchema } from '../custom-form';
import { ZSectionBase, texts } from '../shared';
import { ZListingAccessSchema } from './access';
import { ZListingCtaSchema } from './cta';
import { COLLAPSE_TEXT_DEFAULT, DETAIL_TYPES, EXPAND_TEXT_DEFAULT, MODAL_SIZES, ZDetailBlockSchema } from './detail';
import { fieldRef } from './field-ref';
import { ZListingFormsSchema } from './form-schema';
import { LISTING_SEARCH_EMPTY_DEFAULT } from './messages';
import { ZListingRecordActionSchema } from './record-actions';
import { ZListingFilterSchema, ZListingFilterSourceSchema, ZListingSourceSchema } from './source';
import { DATA_TEMPLATES, type TDataName } from './templates';

/**
 * Data sections (spec doc 2 §3 'Data block config' and 'Data block settings'): a listing of a
 * table's records, from the portal's built-in tables or an Airtable base of its workspace.
 * The Add Section modal offers them under List, Grid and Table.
 */
/** Default page size 20, at most 20 (doc 2 §5, §9). */
export const LISTING_DEFAULT_PAGE_SIZE = 20;
export const LISTING_MAX_PAGE_SIZE = 20;

export const ZDataDataSchema = z.object({
  heading: z.string().max(300).default(''),
  description: z.string().max(2000).default(''),
  textSettings: texts('heading', 'description'),
  /** Public: everyone's records; user: only the records linked to the signed-in person. */
  listingType: z.enum(['public', 'user']).default('public'),
  source: ZListingSourceSchema.nullable().default(null),
  /** User listings: the link field of the listed table that points at the users table. */
  userLinkFieldId: fieldRef,
  /** The card's components (fieldMapping.cardView): a field id each, '' for none. */
  fields: z
    .object({
      title: fieldRef,
      subtitle: fieldRef,
      body: fieldRef,
      tags: fieldRef,
      image: fieldRef,
      /** A short text under the body (spec doc 2: hint 250 characters; longer text is cut). */
      shortDescription: fieldRef,
      /** Every picture of an attachment field, as a strip under the image. */
      gallery: fieldRef,
      /** A web page or video from a URL field (https), 200 px high. */
      embed: fieldRef,
      /** Video files of an attachment or URL field (mp4, webm, ogg, mov), played in the card. */
      videos: fieldRef,
    })
    .default({}),
  /** The card's text styles (spec doc 2 §3 styles.records); empty colours follow the theme. */
  cardStyles: z
    .object({
      titleColor: z.string().max(40).default(''),
      titleSize: z.enum(['sm', 'md', 'lg', 'xl']).default('md'),
      titleWeight: z.enum(['400', '600', '700']).default('600'),
      descriptionColor: z.string().max(40).default(''),
      descriptionSize: z.enum(['sm', 'md', 'lg']).default('md'),
      backgroundColor: z.string().max(40).default(''),
    })
    .default({}),
  /** The card's Call To Action button. */
  cta: ZListingCtaSchema.default({}),
  /** The table layout's columns. */
  tableFields: z.array(z.string().min(1).max(100)).max(20).default([]),
  sort: ZSortSchema.default({ type: 'none' }),
  pageSize: z.number().int().min(1).max(LISTING_MAX_PAGE_SIZE).default(LISTING_DEFAULT_PAGE_SIZE),
  /**
   * Pagination style: 'pages' (Next page / First page links) or 'loadMore' (a Load more button
   * that adds the next records under the ones shown; without JavaScript it opens the next page).
   */
  paginationStyle: z.enum(['pages', 'loadMore']).default('pages'),
  search: z
    .object({
      fieldIds: z.array(z.string().min(1).max(100)).max(20).default([]),
      placeholder: z.string().max(100).default('Search'),
      hide: z.boolean().default(false),
      empty: z.string().max(300).default(LISTING_SEARCH_EMPTY_DEFAULT),
    })
    .default({}),
  filters: z.array(ZListingFilterSchema).max(10).default([]),
  /** Where the filters come from; listings saved before sources filter by fields. */
  filterSource: ZListingFilterSourceSchema.default({}),
  /** Which records the listing holds at all (spec doc 2 §3 'Rules'): every rule must hold. */
  rules: z.array(ZListingRuleSchema).max(20).default([]),
  conjunction: z.enum(['or', 'and']).default('or'),
  filterLayout: z.enum(['top', 'side']).default('top'),
  /** How filters look (spec doc 2 §3 'Filter style'); empty colours follow the theme. */
  filterStyles: z
    .object({
      tag: z
        .object({
          alignment: z.enum(['left', 'center', 'right']).default('left'),
          variant: z.enum(['outlined', 'solid']).default('outlined'),
          size: z.enum(['sm', 'md', 'lg']).default('md'),
          selectedColor: z.string().max(40).default(''),
          backgroundColor: z.string().max(40).default(''),
          textColor: z.string().max(40).default(''),
        })
        .default({}),
      dropdown: z
        .object({
          backgroundColor: z.string().max(40).default(''),
          borderColor: z.string().max(40).default(''),
          borderWidth: z.number().int().min(0).max(4).default(1),
          textColor: z.string().max(40).default(''),
        })
        .default({}),
    })
    .default({}),
  /**
   * The record's detail view (spec doc 2 'Detail view'): none; a modal over the listing; a page
   * of its own at `/{page}/{pretty URL or record id}` (SEO from fields, optionally in a new tab);
   * or side by side, the record beside the list. Modal and side by side keep the open record in
   * the listing's URL (`?record=`).
   */
  detail: z
    .object({
      type: z.enum(DETAIL_TYPES).default('page'),
      /** Modal detail: its width (spec doc 2 §9: xl, 4xl, 7xl, full; default 7xl). */
      modalSize: z.enum(MODAL_SIZES).default('7xl'),
      /** Page detail: open record pages in a new tab. */
      newTab: z.boolean().default(false),
      /** Expand: the texts that fold a card open and closed (textOverrides.listing). */
      expandText: z.string().min(1).max(40).default(EXPAND_TEXT_DEFAULT),
      collapseText: z.string().min(1).max(40).default(COLLAPSE_TEXT_DEFAULT),
      /** Fields shown on the record page, in order (none chosen: the card's fields). */
      fields: z.array(z.string().min(1).max(100)).max(30).default([]),
      /** Pretty URL: the field the record pages' slugs come from (Save and Sync). */
      slugFieldId: fieldRef,
      seo: z.object({ title: fieldRef, description: fieldRef, ogImage: fieldRef }).default({}),
      /** Stacked blocks, or two columns (main and side; doc 2 'Detail view'). */
      layout: z.enum(['stacked', 'columns']).default('stacked'),
      /** The record page's blocks; none: the chosen fields as one list. */
      blocks: z.array(ZDetailBlockSchema).max(30).default([]),
    })
    .default({}),
  /** Who may view, edit, create and delete records; none set: everyone may view, nobody write. */
  access: z.array(ZListingAccessSchema).max(20).default([]),
  /** The create and edit forms: the fields people fill in, and the buttons' texts. */
  form: ZListingFormsSchema,
  /** The Form layout's form: groups of fields, submit button, success screen, theme. */
  customForm: ZCustomFormSchema.default({}),
  /** Buttons on the record page that update it (UPDATE_RECORD). */
  actions: z.array(ZListingRecordActionSchema).max(10).default([]),
  /** Cards per row (grid layouts). */
  columns: z.number().int().min(1).max(4).default(3),
  cardVariant: z.enum(['bordered', 'shadowed', 'none']).default('shadowed'),
  background: ZBackgroundSchema.default({}),
});
export type TDataData = z.infer<typeof ZDataDataSchema>;

export const ZDataSectionSchema = z.object({
  ...ZSectionBase,
  type: z.literal('data'),
  sectionName: z.enum(Object.keys(DATA_TEMPLATES) as [TDataName, ...TDataName[]]).default('grid1'),
  data: ZDataDataSchema.default({}),
});
export type TDataSection = z.infer<typeof ZDataSectionSchema>;
