import { dataSectionKind, isTableLayout, type TDataData } from '@atrium/core';
import type { DrawerTab } from '../../../drawer-fields/field-specs';
import {
  EDIT_FORM_TITLE,
  EDIT_SUBMIT_TITLE,
  formSettingsTabs,
  formThemeTab,
  submitButtonTab,
  successTab,
} from '../form-builder/form-panels';
import { actionsTab } from './panels/actions-panel';
import { addBlockTabs } from './panels/add-block-panel';
import { appearanceTabs } from './panels/appearance-panel';
import { dataSourceTabs } from './panels/data-source-panel';
import { editBlockTabs } from './panels/edit-block-panel';
import { filtersTabs } from './panels/filters-panel';
import { headerTabs } from './panels/header-panel';
import { listingAppearanceTabs } from './panels/listing-appearance-panel';
import { listingFieldsTabs } from './panels/listing-fields-panel';
import type { PanelEnv } from './panels/panel-kit';
import { permissionsTabs } from './panels/permissions-panel';
import { prettyUrlTabs } from './panels/pretty-url-panel';
import { searchTabs } from './panels/search-panel';
import { seoTabs } from './panels/seo-panel';
import { tableFieldsTabs } from './panels/table-fields-panel';

/**
 * The full-screen listing editor's steps and side panels (spec doc 2 §2 'Listing editor'): which
 * steps a layout has, which panels each step's toolbar opens, and each panel's tabs of controls
 * over the section's data. Pure descriptions: `listing-editor.tsx` renders them.
 */

export type ListingStep = 'table' | 'listing' | 'detail' | 'forms' | 'form' | 'success';
export const LISTING_STEP_LABELS: Record<ListingStep, string> = {
  table: 'Table',
  listing: 'Listing',
  detail: 'Detailed View',
  forms: 'Forms',
  form: 'Form',
  success: 'Success Screen',
};

export type ListingPanelId =
  | 'data-source'
  | 'permissions'
  | 'listing-fields'
  | 'table-fields'
  | 'header'
  | 'search'
  | 'filters'
  | 'listing-appearance'
  | 'appearance'
  | 'seo'
  | 'pretty-url'
  | 'add-block'
  | 'edit-block'
  | 'actions'
  | 'form-settings'
  | 'form-submit'
  | 'form-styles'
  | 'form-success';

/** Table (table layout only), Listing (other listing layouts), Detailed View, Forms. */
export function listingSteps(sectionName: string): ListingStep[] {
  const kind = dataSectionKind(sectionName);
  if (kind === 'record') return ['detail', 'forms'];
  // The Form section (spec doc 2 'Form builder': tabs Form and Success Screen).
  if (kind === 'form') return ['form', 'success'];
  return [isTableLayout(sectionName) ? 'table' : 'listing', 'detail', 'forms'];
}

/** The toolbar of a step: the panels it opens, in order (Appearance is hidden for the table layout). */
export function stepToolbar(
  step: ListingStep,
  sectionName: string,
  data: TDataData,
): Array<{ panel: ListingPanelId; label: string }> {
  switch (step) {
    case 'table':
      return [
        { panel: 'table-fields', label: 'Fields' },
        { panel: 'header', label: 'Header' },
        { panel: 'search', label: 'Search' },
        { panel: 'filters', label: 'Filters' },
      ];
    case 'listing':
      return [
        { panel: 'listing-fields', label: 'Fields' },
        { panel: 'header', label: 'Header' },
        { panel: 'search', label: 'Search' },
        { panel: 'filters', label: 'Filters' },
        { panel: 'listing-appearance', label: 'Appearance' },
      ];
    case 'detail': {
      const record = dataSectionKind(sectionName) === 'record';
      const pages = !record && data.detail.type === 'page';
      return [
        { panel: 'appearance', label: 'Appearance' },
        ...(record ? [{ panel: 'header' as const, label: 'Header' }] : []),
        ...(pages
          ? [
              { panel: 'seo' as const, label: 'SEO Settings' },
              { panel: 'pretty-url' as const, label: 'Pretty URL' },
            ]
          : []),
        { panel: 'actions', label: 'Actions' },
        { panel: 'add-block', label: 'Add Block' },
      ];
    }
    // The form builder: its canvas selects groups, fields and the submit button; Edit Form
    // opens the form's settings.
    case 'forms':
      return [{ panel: 'form-settings', label: EDIT_FORM_TITLE }];
    case 'form':
      return [
        { panel: 'form-settings', label: EDIT_FORM_TITLE },
        { panel: 'form-styles', label: 'Styles' },
        { panel: 'header', label: 'Header' },
      ];
    case 'success':
      return [{ panel: 'form-success', label: 'Success Message' }];
  }
}

/** Panel widths (spec doc 2 §9): 400 px for the listing's panels, 340 px for forms and blocks. */
const PANEL_WIDTHS: Record<ListingPanelId, 400 | 340> = {
  'data-source': 400,
  permissions: 400,
  'listing-fields': 400,
  'table-fields': 400,
  header: 400,
  search: 400,
  filters: 400,
  'listing-appearance': 400,
  appearance: 340,
  seo: 340,
  'pretty-url': 340,
  'add-block': 340,
  'edit-block': 340,
  actions: 340,
  'form-settings': 340,
  'form-submit': 340,
  'form-styles': 340,
  'form-success': 340,
};

/** Every panel a section's editor can open (for checks over all of them). */
export const LISTING_PANEL_IDS = Object.keys(PANEL_WIDTHS) as ListingPanelId[];

export interface ListingPanel {
  title: string;
  width: 400 | 340;
  tabs: DrawerTab[];
}

/** One side panel of the listing editor: its title, width and tabs (each panel's tabs in panels/). */
export function listingPanel(id: ListingPanelId, env: PanelEnv): ListingPanel {
  const formKind = env.formKind ?? (dataSectionKind(env.sectionName) === 'form' ? 'custom' : 'create');
  const panel = (title: string, tabs: DrawerTab[]): ListingPanel => ({ title, width: PANEL_WIDTHS[id], tabs });
  switch (id) {
    case 'data-source':
      return panel('Data Source', dataSourceTabs(env));
    case 'permissions':
      return panel('Permissions', permissionsTabs(env));
    case 'listing-fields':
      return panel('Listing Fields', listingFieldsTabs(env));
    case 'table-fields':
      return panel('Table Fields', tableFieldsTabs(env));
    case 'header':
      return panel('Header', headerTabs());
    case 'search':
      return panel('Search', searchTabs(env));
    case 'filters':
      return panel('Filters', filtersTabs(env));
    case 'listing-appearance':
      return panel('Listing Appearance', listingAppearanceTabs(env));
    case 'appearance':
      return panel('Appearance', appearanceTabs(env));
    case 'seo':
      return panel('SEO Settings', seoTabs(env));
    case 'pretty-url':
      return panel('Pretty URL', prettyUrlTabs(env));
    case 'add-block':
      return panel('Add Block', addBlockTabs(env));
    case 'edit-block':
      return panel('Edit Block', editBlockTabs(env));
    case 'actions':
      return panel('Actions', [actionsTab(env.context.tableFields)]);
    case 'form-settings':
      return panel(EDIT_FORM_TITLE, formSettingsTabs(formKind));
    case 'form-submit':
      return panel(EDIT_SUBMIT_TITLE, [submitButtonTab(formKind, env.context)]);
    case 'form-styles':
      return panel('Styles', [formThemeTab()]);
    case 'form-success':
      return panel('Success Screen', [successTab()]);
  }
}
