import { DATA_TEMPLATES, LISTING_MAX_PAGE_SIZE, isGridLayout, type TDataName } from '@atrium/core';
import { backgroundTab, type DrawerTab } from '../../../../drawer-fields/field-specs';
import { tab, type PanelEnv } from './panel-kit';
import { LISTING_LAYOUTS } from './panel-options';

/** Listing Appearance: the layout (thumbnails), the cards' style and the pagination. */
export function listingAppearanceTabs(env: PanelEnv): DrawerTab[] {
  const { sectionName } = env;
  return [
    tab('listing', 'Listing', backgroundTab(false).fields ?? [], () => (
      <LayoutThumbnails current={sectionName} onPick={env.onLayout} />
    )),
    tab('card', 'Card', [
      {
        kind: 'select',
        path: 'cardVariant',
        label: 'Card style',
        options: [
          { label: 'Shadowed', value: 'shadowed' },
          { label: 'Bordered', value: 'bordered' },
          { label: 'None', value: 'none' },
        ],
      },
      ...(isGridLayout(sectionName)
        ? ([{ kind: 'slider', path: 'columns', label: 'Cards per row', range: { min: 1, max: 4, step: 1 } }] as const)
        : []),
    ]),
    tab('pagination', 'Pagination', [
      {
        kind: 'select',
        path: 'paginationStyle',
        label: 'Pagination style',
        options: [
          { label: 'Next page links', value: 'pages' },
          { label: 'Load more button', value: 'loadMore' },
        ],
      },
      {
        kind: 'slider',
        path: 'pageSize',
        label: 'Records per page',
        range: { min: 1, max: LISTING_MAX_PAGE_SIZE, step: 1 },
      },
    ]),
  ];
}

function LayoutThumbnails({ current, onPick }: { current: string; onPick: (sectionName: TDataName) => void }) {
  return (
    <div className="atrium-listing-editor__layouts" role="group" aria-label="Layout">
      {LISTING_LAYOUTS.map((name) => (
        <button
          key={name}
          type="button"
          className="atrium-listing-editor__layout"
          aria-pressed={name === current}
          onClick={() => onPick(name)}
        >
          <span
            className={`atrium-listing-editor__layout-art atrium-listing-editor__layout-art--${name}`}
            aria-hidden
          />
          {DATA_TEMPLATES[name].label}
        </button>
      ))}
    </div>
  );
}
