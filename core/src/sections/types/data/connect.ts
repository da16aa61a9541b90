import { initialCustomForm } from '../custom-form';
import { ZListingCtaSchema } from './cta';
import { FORM_PLAIN_FIELD_TYPES } from './form-schema';
import {
  LISTING_BASE_REQUIRED_MESSAGE,
  LISTING_SEARCH_EMPTY_DEFAULT,
  LISTING_SORT_FIELD_REQUIRED_MESSAGE,
  LISTING_SORT_VIEW_REQUIRED_MESSAGE,
  LISTING_TABLE_REQUIRED_MESSAGE,
} from './messages';
import type { TDataData } from './schema';
import { ZListingFilterSourceSchema, type TListingSource } from './source';
import { countsUpvotes, dataSectionKind } from './templates';

/** Field types a card's text components read well. */
const TEXT_TYPES = ['singleLineText', 'email', 'url', 'phoneNumber', 'formula', 'autoNumber', 'number', 'date'];
const LONG_TEXT_TYPES = ['multilineText', 'richText'];
const SELECT_TYPES = ['singleSelect', 'multipleSelects'];

/** What the connect-data wizard asks (spec doc 2 'Connect-data wizard'). */
export interface TConnectListingChoice {
  listingType: 'public' | 'user';
  source: TListingSource;
  userLinkFieldId?: string;
  sort: TDataData['sort'];
}

/**
 * A newly connected listing's data: the wizard's choices, and card fields and table columns
 * picked from the table so the first preview already shows real records (the builder changes
 * them afterwards). Search fields and filters start empty (spec doc 2 §5 'On submit').
 */
export function connectListingData(
  table: { fields: ReadonlyArray<{ id: string; name: string; type: string }>; primaryFieldId?: string },
  choice: TConnectListingChoice,
  /** The layout: a Form starts with a group of the table's fields, open to anyone's records. */
  sectionName?: string,
): Partial<TDataData> {
  if (sectionName !== undefined && dataSectionKind(sectionName) === 'form') {
    return {
      listingType: choice.listingType,
      source: choice.source,
      userLinkFieldId: choice.listingType === 'user' ? (choice.userLinkFieldId ?? '') : '',
      sort: choice.sort,
      // Link fields list another table's records to whoever fills the form in: the builder adds them.
      customForm: initialCustomForm(table.fields, FORM_PLAIN_FIELD_TYPES),
      access: [{ action: 'create', applyToAll: true, groups: [] }],
    };
  }
  const first = (types: string[], except: string[] = []) =>
    table.fields.find((f) => types.includes(f.type) && !except.includes(f.id))?.id ?? '';
  const title = table.primaryFieldId ?? first(TEXT_TYPES);
  const subtitle =
    first(['singleLineText', 'email', 'url'], [title]) || first(['singleSelect']) || first(TEXT_TYPES, [title]);
  const select = first(SELECT_TYPES);
  return {
    listingType: choice.listingType,
    source: choice.source,
    userLinkFieldId: choice.listingType === 'user' ? (choice.userLinkFieldId ?? '') : '',
    sort: choice.sort,
    fields: {
      title,
      subtitle,
      body: first(LONG_TEXT_TYPES),
      tags: first(['multipleSelects']) || select,
      image: first(['multipleAttachments']),
      shortDescription: '',
      gallery: '',
      embed: '',
      videos: '',
    },
    tableFields: table.fields
      .filter((f) => f.type !== 'multipleRecordLinks' && f.type !== 'multipleAttachments')
      .slice(0, 5)
      .map((f) => f.id),
    // Spec doc 2 §5: on submit the filter source is none and the search fields are empty; the
    // builder adds search fields and filters in the listing editor.
    search: {
      fieldIds: [],
      placeholder: 'Search',
      hide: false,
      empty: LISTING_SEARCH_EMPTY_DEFAULT,
    },
    filters: [],
    filterSource: ZListingFilterSourceSchema.parse({ source: 'none' }),
    // 'List with upvotes' counts upvotes in the table's first Number field (spec doc 2 §9).
    ...(sectionName !== undefined && countsUpvotes(sectionName)
      ? { cta: ZListingCtaSchema.parse({ action: 'upvote', fieldId: first(['number']) }) }
      : {}),
  };
}

/** The problem with a wizard choice, in the spec's words (doc 2 §5), or undefined. */
export function connectListingProblem(choice: Partial<TConnectListingChoice>): string | undefined {
  if (choice.source?.kind === 'airtable' && !choice.source.baseId) return LISTING_BASE_REQUIRED_MESSAGE;
  if (!choice.source?.tableId) return LISTING_TABLE_REQUIRED_MESSAGE;
  if (choice.sort?.type === 'field' && !choice.sort.fieldId) return LISTING_SORT_FIELD_REQUIRED_MESSAGE;
  if (choice.sort?.type === 'view' && !choice.sort.viewId) return LISTING_SORT_VIEW_REQUIRED_MESSAGE;
  if (choice.listingType === 'user' && !choice.userLinkFieldId) return LISTING_USER_LINK_REQUIRED_MESSAGE;
  return undefined;
}
export const LISTING_USER_LINK_REQUIRED_MESSAGE = 'Which field links these records to your users?';
