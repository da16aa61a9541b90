import { z } from 'zod';
import { fieldRef } from './field-ref';
import { ZListingOperationSchema, type TListingRecordAction } from './record-actions';

/**
 * The card's Call To Action button (spec doc 2 §3 card.cta, §9 'Button actions' and 'CTA
 * actions'): open the record's detail, open a website, email or phone link from a field, open a
 * fixed address (url), open the record's edit form (form), update the record with the card's own
 * action (update fields: the action with the id `cardView`), or upvote (add one to a Number field,
 * once per person).
 */
export const CTA_ACTIONS = ['none', 'detail', 'website', 'email', 'phone', 'url', 'form', 'update', 'upvote'] as const;
export type TCtaAction = (typeof CTA_ACTIONS)[number];
/** The field types each action reads (spec doc 2 §5: the upvote field is a Number). */
export const CTA_FIELD_TYPES: Record<TCtaAction, readonly string[]> = {
  none: [],
  detail: [],
  website: ['url', 'singleLineText', 'formula'],
  email: ['email', 'singleLineText', 'formula'],
  phone: ['phoneNumber', 'singleLineText', 'formula'],
  url: [],
  form: [],
  update: [],
  upvote: ['number'],
};
/** Button styles (spec doc 2 §9): solid, text with underline, text with background hover, outline. */
export const CTA_STYLES = ['solid', 'underline', 'hover', 'outline'] as const;
/** The card-view action's id (spec doc 2 §3 'Action'): the operations the 'update' button runs. */
export const CARD_VIEW_ACTION_ID = 'cardView';
export const ZListingCtaSchema = z.object({
  action: z.enum(CTA_ACTIONS).default('none'),
  fieldId: fieldRef,
  /** The button's text (callToActionLabel.cardView); upvotes show their count instead. */
  label: z.string().max(60).default(''),
  style: z.enum(CTA_STYLES).default('solid'),
  size: z.enum(['xs', 'sm', 'md', 'lg']).default('sm'),
  alignment: z.enum(['left', 'center', 'right']).default('left'),
  newTab: z.boolean().default(false),
  /** url: the address every card's button opens (http(s), or a path of this portal). */
  url: z.string().max(2000).default(''),
  /** update: the card-view action's operations (UPDATE_RECORD), run on the card's record. */
  operations: z.array(ZListingOperationSchema).max(10).default([]),
});
export type TListingCta = z.infer<typeof ZListingCtaSchema>;
export const CTA_DEFAULT_LABELS: Record<TCtaAction, string> = {
  none: '',
  detail: 'View details',
  website: 'Visit website',
  email: 'Send email',
  phone: 'Copy phone number',
  url: 'Learn more',
  form: 'Edit record',
  update: 'Update',
  upvote: 'Upvote',
};

/**
 * Every UPDATE_RECORD action of a listing: the record page's buttons, and the card's own action
 * (id `cardView`) when its Call To Action updates the record.
 */
export function listingRecordActions(data: {
  actions: TListingRecordAction[];
  cta: TListingCta;
}): TListingRecordAction[] {
  if (data.cta.action !== 'update') return data.actions;
  const label = data.cta.label || CTA_DEFAULT_LABELS.update;
  return [...data.actions, { id: CARD_VIEW_ACTION_ID, label, operations: data.cta.operations }];
}
export const UPVOTE_PREVIEW_MESSAGE = 'Please go to the live app to test upvoting';
export const CTA_PREVIEW_MESSAGE = 'Action for call to action button is disabled in preview mode';
export const UPVOTE_DONE_MESSAGE = 'Thanks for your vote.';
export const UPVOTE_TWICE_MESSAGE = 'You have already upvoted this record.';
export const PHONE_COPIED_MESSAGE = 'Phone number copied.';
