import type { DrawerTab } from '../../../../drawer-fields/field-specs';
import { fieldPicker, tab, type PanelEnv } from './panel-kit';
import { SIZE_OPTIONS, TEXT_TYPES } from './panel-options';
import { ctaTab } from './cta-tab';

/** Listing Fields: the fields a card shows, its Call To Action and the card's text styles. */
export function listingFieldsTabs(env: PanelEnv): DrawerTab[] {
  const { context } = env;
  const fields = context.tableFields;
  const pick = fieldPicker(fields);
  return [
    tab('fields', 'Fields', [
      { kind: 'select', path: 'fields.title', label: 'Title', options: pick(TEXT_TYPES) },
      { kind: 'select', path: 'fields.subtitle', label: 'Subtitle', options: pick(TEXT_TYPES) },
      { kind: 'select', path: 'fields.body', label: 'Body', options: pick(TEXT_TYPES) },
      { kind: 'select', path: 'fields.tags', label: 'Tags', options: pick(TEXT_TYPES) },
      { kind: 'select', path: 'fields.gallery', label: 'Gallery', options: pick(['multipleAttachments']) },
      { kind: 'select', path: 'fields.image', label: 'Image', options: pick(['multipleAttachments', 'url']) },
      { kind: 'select', path: 'fields.embed', label: 'Embed URL', options: pick(['url']) },
      { kind: 'select', path: 'fields.videos', label: 'Videos', options: pick(['multipleAttachments', 'url']) },
      { kind: 'select', path: 'fields.shortDescription', label: 'Short Description', options: pick(TEXT_TYPES) },
    ]),
    ctaTab(pick, fields),
    tab('styles', 'Styles', [
      { kind: 'color', path: 'cardStyles.titleColor', label: 'Title colour' },
      {
        kind: 'select',
        path: 'cardStyles.titleSize',
        label: 'Title size',
        options: [...SIZE_OPTIONS, { label: 'Extra large', value: 'xl' }],
      },
      {
        kind: 'select',
        path: 'cardStyles.titleWeight',
        label: 'Title weight',
        options: [
          { label: 'Normal', value: '400' },
          { label: 'Semi-bold', value: '600' },
          { label: 'Bold', value: '700' },
        ],
      },
      { kind: 'color', path: 'cardStyles.descriptionColor', label: 'Description colour' },
      {
        kind: 'select',
        path: 'cardStyles.descriptionSize',
        label: 'Description size',
        options: SIZE_OPTIONS,
      },
      { kind: 'color', path: 'cardStyles.backgroundColor', label: 'Card background' },
    ]),
  ];
}
