import {
  DATA_TEMPLATES,
  showsCards,
  type TCtaAction,
  type TDataName,
  type TDetailBlockKind,
  type TDetailType,
} from '@atrium/core';

/** The option lists and labels the listing editor's panels share. */

export const TEXT_TYPES = [
  'singleLineText',
  'multilineText',
  'richText',
  'email',
  'url',
  'phoneNumber',
  'number',
  'date',
  'formula',
  'autoNumber',
  'singleSelect',
  'multipleSelects',
  'rollup',
  'multipleLookupValues',
];

/** Text and control sizes in the panels' Styles tabs. */
export const SIZE_OPTIONS = [
  { label: 'Small', value: 'sm' },
  { label: 'Medium', value: 'md' },
  { label: 'Large', value: 'lg' },
];

export const DETAIL_TYPE_ORDER: readonly TDetailType[] = ['expand', 'page', 'modal', 'sideBySide', 'none'];

export const DETAIL_TYPE_OPTIONS: Record<TDetailType, string> = {
  expand: 'Expanded in the list',
  page: 'On a page of its own',
  modal: 'In a modal over the listing',
  sideBySide: 'Side by side with the list',
  none: 'Not at all',
};

/** The Add Block groups (spec doc 2 'Detail view'), each with the blocks it adds. */
export const ADD_BLOCK_GROUPS: ReadonlyArray<{
  label: string;
  blocks: ReadonlyArray<{ kind: TDetailBlockKind; label: string; description: string; variant?: 'split' }>;
}> = [
  { label: 'Free Text', blocks: [{ kind: 'text', label: 'Text', description: 'A paragraph of your own words.' }] },
  {
    label: 'Headers',
    blocks: [
      { kind: 'header', label: 'Header 1', description: 'Title and subtitle, centred, with an image above.' },
      {
        kind: 'header',
        label: 'Header 2',
        description: 'An image beside the title and subtitle.',
        variant: 'split',
      },
    ],
  },
  { label: 'Tags', blocks: [{ kind: 'tags', label: 'Tags', description: 'Select fields as tags.' }] },
  {
    label: 'Description Lists',
    blocks: [
      { kind: 'fields', label: 'Fields', description: 'Fields of the record with their names.' },
      { kind: 'accordion', label: 'Accordion', description: 'Each field folds open under its name.' },
    ],
  },
  {
    label: 'Linked Records',
    blocks: [{ kind: 'linked', label: 'Linked records', description: 'The records a link field points to.' }],
  },
  {
    label: 'Buttons',
    blocks: [
      { kind: 'actions', label: 'Actions', description: 'The record’s action buttons and edit form.' },
      { kind: 'links', label: 'Links', description: 'Website, email and phone fields as links.' },
      { kind: 'social', label: 'Social', description: 'Social profile links, named by network.' },
    ],
  },
  {
    label: 'Image/Video',
    blocks: [
      { kind: 'image', label: 'Image', description: 'The first picture of a field.' },
      { kind: 'gallery', label: 'Gallery', description: 'Every picture of attachment fields.' },
      { kind: 'embed', label: 'Embed', description: 'A web page or video from a URL field.' },
    ],
  },
  { label: 'Layouts', blocks: [{ kind: 'divider', label: 'Divider', description: 'A line between blocks.' }] },
  {
    label: 'Attachments',
    blocks: [{ kind: 'attachment', label: 'Attachments', description: 'Files to open or download.' }],
  },
];
export const BLOCK_KIND_LABELS: Record<TDetailBlockKind, string> = {
  text: 'Text',
  fields: 'Fields',
  linked: 'Linked records',
  actions: 'Actions and forms',
  divider: 'Divider',
  header: 'Header',
  tags: 'Tags',
  accordion: 'Accordion',
  image: 'Image',
  gallery: 'Gallery',
  embed: 'Embed',
  attachment: 'Attachments',
  links: 'Links',
  social: 'Social',
};

/** Layouts a list or grid can switch to from Listing Appearance (the table and forms have their own steps). */
export const LISTING_LAYOUTS = (Object.keys(DATA_TEMPLATES) as TDataName[]).filter((name) => showsCards(name));

export const CTA_ACTION_LABELS: Record<TCtaAction, string> = {
  none: 'No button',
  detail: 'Open the record',
  website: 'Open a website',
  email: 'Send an email',
  phone: 'Copy a phone number',
  url: 'Open a link',
  form: 'Open the edit form',
  update: 'Update the record',
  upvote: 'Upvote',
};

export const CTA_FIELD_LABELS: Partial<Record<TCtaAction, string>> = {
  website: 'Website field',
  email: 'Email field',
  phone: 'Phone number field',
  upvote: 'Count upvotes in (a Number field)',
};
