import { ALIGN_OPTIONS, type DrawerTab } from '../../../../drawer-fields/field-specs';
import { filterSettingsTab, filterSourceTab } from './filter-tabs';
import { tab, type PanelEnv } from './panel-kit';
import { SIZE_OPTIONS } from './panel-options';

/** Filters: the filter sources and settings, and the styles of the tags and dropdowns. */
export function filtersTabs(env: PanelEnv): DrawerTab[] {
  const { context } = env;
  return [
    filterSourceTab(context),
    filterSettingsTab(context),
    tab('styles', 'Styles', [
      {
        kind: 'select',
        path: 'filterLayout',
        label: 'Search and filters',
        options: [
          { label: 'Above the records', value: 'top' },
          { label: 'At the side', value: 'side' },
        ],
      },
      {
        kind: 'select',
        path: 'filterStyles.tag.alignment',
        label: 'Tags alignment',
        options: ALIGN_OPTIONS,
      },
      {
        kind: 'select',
        path: 'filterStyles.tag.variant',
        label: 'Tags style',
        options: [
          { label: 'Outlined', value: 'outlined' },
          { label: 'Solid', value: 'solid' },
        ],
      },
      {
        kind: 'select',
        path: 'filterStyles.tag.size',
        label: 'Tags size',
        options: SIZE_OPTIONS,
      },
      { kind: 'color', path: 'filterStyles.tag.selectedColor', label: 'Selected tag colour' },
      { kind: 'color', path: 'filterStyles.tag.backgroundColor', label: 'Tag background' },
      { kind: 'color', path: 'filterStyles.tag.textColor', label: 'Tag text colour' },
      { kind: 'color', path: 'filterStyles.dropdown.backgroundColor', label: 'Dropdown background' },
      { kind: 'color', path: 'filterStyles.dropdown.borderColor', label: 'Dropdown border colour' },
      {
        kind: 'slider',
        path: 'filterStyles.dropdown.borderWidth',
        label: 'Dropdown border width',
        range: { min: 0, max: 4, step: 1 },
        unit: 'px',
      },
      { kind: 'color', path: 'filterStyles.dropdown.textColor', label: 'Dropdown text colour' },
    ]),
  ];
}
