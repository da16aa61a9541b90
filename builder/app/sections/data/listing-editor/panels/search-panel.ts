import type { DrawerTab } from '../../../../drawer-fields/field-specs';
import { tab, type PanelEnv } from './panel-kit';
import { TEXT_TYPES } from './panel-options';

/** Search: the fields the search looks in, its texts, or no search. */
export function searchTabs(env: PanelEnv): DrawerTab[] {
  const { context } = env;
  const fields = context.tableFields;
  return [
    tab('fields', 'Fields', [
      {
        kind: 'checklist',
        path: 'search.fieldIds',
        label: 'Search in',
        max: 20,
        options: fields.filter((f) => TEXT_TYPES.includes(f.type)).map((f) => ({ label: f.name, value: f.id })),
      },
    ]),
    tab('styles', 'Styles', [
      { kind: 'text', path: 'search.placeholder', label: 'Search placeholder' },
      { kind: 'text', path: 'search.empty', label: 'Text when nothing matches' },
      { kind: 'toggle', path: 'search.hide', label: 'Hide the search' },
    ]),
  ];
}
