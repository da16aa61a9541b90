import type { EditorModule } from '../../editor/block-drawer/field-specs';

/**
 * Data sections have no block drawer: every layout (lists, grids, tables, Form, Single Record
 * View) opens the full-screen listing editor (data-sections/listing-editor.tsx, its panels in
 * data-sections/listing-panels.tsx).
 */
export const dataEditor: EditorModule = { tabs: () => [] };
