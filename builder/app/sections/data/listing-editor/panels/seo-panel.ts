import { SEO_TEXT_FIELD_TYPES } from '@atrium/core';
import type { DrawerTab } from '../../../../drawer-fields/field-specs';
import { fieldPicker, tab, type PanelEnv } from './panel-kit';

/** SEO Settings: the record pages' meta title, description and OG image fields. */
export function seoTabs(env: PanelEnv): DrawerTab[] {
  const pick = fieldPicker(env.context.tableFields);
  return [
    tab('seo', 'Settings', [
      { kind: 'select', path: 'detail.seo.title', label: 'Meta title', options: pick(SEO_TEXT_FIELD_TYPES) },
      {
        kind: 'select',
        path: 'detail.seo.description',
        label: 'Meta description',
        options: pick(SEO_TEXT_FIELD_TYPES),
      },
      { kind: 'select', path: 'detail.seo.ogImage', label: 'OG image', options: pick(['multipleAttachments']) },
    ]),
  ];
}
