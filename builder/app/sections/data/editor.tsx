import { permissionsTab } from '../../data-sections/listing-panels';
import { backgroundTab, textStyleFields, type EditorModule } from '../../editor/block-drawer/field-specs';
import { formSectionTabs } from './form-editor';

/**
 * Data sections in the block drawer: the Form layout (form1) only. Lists, grids, tables and
 * Single Record View open the full-screen listing editor (data-sections/listing-editor.tsx).
 */
export const dataEditor: EditorModule = {
  tabs: (_sectionName, context) =>
    formSectionTabs(context, permissionsTab(context), {
      id: 'design',
      label: 'Design',
      fields: [
        { kind: 'text', path: 'heading', label: 'Heading' },
        { kind: 'text', path: 'description', label: 'Description', multiline: true },
        ...textStyleFields('heading', 'Heading'),
        ...(backgroundTab(false).fields ?? []),
      ],
    }),
};
