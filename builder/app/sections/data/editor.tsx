import type { EditorModule } from '../../drawer-fields/field-specs';

/**
 * Data sections have no block drawer: every layout (lists, grids, tables, Form, Single Record
 * View) opens the full-screen listing editor (listing-editor/listing-editor.tsx beside this
 * file, its panels in listing-editor/, the form builder in form-builder/, the connect-data wizard
 * in connect/ and the previews' data in preview/).
 */
export const dataEditor: EditorModule = { tabs: () => [] };
