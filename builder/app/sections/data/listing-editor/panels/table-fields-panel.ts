import type { DrawerTab } from '../../../../drawer-fields/field-specs';
import { fieldOptions, tab, type PanelEnv } from './panel-kit';

/** Table Fields: the table layout's columns. */
export function tableFieldsTabs(env: PanelEnv): DrawerTab[] {
  const { context } = env;
  const fields = context.tableFields;
  const all = fieldOptions(fields);
  return [
    tab('fields', 'Fields', [{ kind: 'checklist', path: 'tableFields', label: 'Columns', max: 20, options: all }]),
  ];
}
