import { SLUG_FIELD_TYPES, type TDataData } from '@atrium/core';
import type { DrawerTab } from '../../../../drawer-fields/field-specs';
import { PrettyUrlSync } from './pretty-url-sync';
import { fieldPicker, tab, type PanelEnv } from './panel-kit';

/** Pretty URL: the field the record pages' URLs are made of. */
export function prettyUrlTabs(env: PanelEnv): DrawerTab[] {
  const pick = fieldPicker(env.context.tableFields);
  return [
    tab(
      'slug',
      'Settings',
      [{ kind: 'select', path: 'detail.slugFieldId', label: 'Pretty URL field', options: pick(SLUG_FIELD_TYPES) }],
      (data) => <PrettyUrlSync siteId={env.siteId} sectionId={env.sectionId} data={data as TDataData} />,
    ),
  ];
}
