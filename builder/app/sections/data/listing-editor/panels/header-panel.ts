import { textStyleFields, type DrawerTab } from '../../../../drawer-fields/field-specs';
import { tab } from './panel-kit';

/** Header: the heading and description above the records, and their styles. */
export function headerTabs(): DrawerTab[] {
  return [
    tab('content', 'Content', [
      { kind: 'text', path: 'heading', label: 'Heading' },
      { kind: 'text', path: 'description', label: 'Description', multiline: true },
    ]),
    tab('styles', 'Styles', textStyleFields('heading', 'Heading')),
  ];
}
