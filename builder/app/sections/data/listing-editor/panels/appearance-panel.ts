import { dataSectionKind, detailFieldIds, detailTypesFor, expandFieldIds, type TDataData } from '@atrium/core';
import type { DrawerTab, FieldSpec } from '../../../../drawer-fields/field-specs';
import { detailTypeOf, fieldOptions, tab, type PanelEnv } from './panel-kit';
import { DETAIL_TYPE_OPTIONS, DETAIL_TYPE_ORDER } from './panel-options';

/** Appearance (Detailed View): how a record opens, the record page's layout and its fields. */
export function appearanceTabs(env: PanelEnv): DrawerTab[] {
  const { context } = env;
  const { sectionName } = env;
  const fields = context.tableFields;
  const all = fieldOptions(fields);
  const typeOf = detailTypeOf;
  const isRecordView = dataSectionKind(sectionName) === 'record';
  const hasDetail = (data: unknown) => typeOf(data) !== 'none';
  return [
    tab('layout', 'Layout', [
      ...(isRecordView
        ? []
        : ([
            {
              kind: 'select',
              path: 'detail.type',
              label: 'Open a record',
              options: [...detailTypesFor(sectionName)]
                .sort((a, b) => DETAIL_TYPE_ORDER.indexOf(a) - DETAIL_TYPE_ORDER.indexOf(b))
                .map((type) => ({ label: DETAIL_TYPE_OPTIONS[type], value: type })),
            },
            {
              kind: 'select',
              path: 'detail.modalSize',
              label: 'Modal size',
              options: [
                { label: 'Small (xl)', value: 'xl' },
                { label: 'Medium (4xl)', value: '4xl' },
                { label: 'Large (7xl)', value: '7xl' },
                { label: 'Full screen', value: 'full' },
              ],
              visible: (data) => typeOf(data) === 'modal',
            },
            {
              kind: 'toggle',
              path: 'detail.newTab',
              label: 'Open record pages in a new tab',
              visible: (data) => typeOf(data) === 'page',
            },
            {
              kind: 'text',
              path: 'detail.expandText',
              label: 'Expand text',
              visible: (data) => typeOf(data) === 'expand',
            },
            {
              kind: 'text',
              path: 'detail.collapseText',
              label: 'Collapse text',
              visible: (data) => typeOf(data) === 'expand',
            },
          ] satisfies FieldSpec[])),
      {
        kind: 'select',
        path: 'detail.layout',
        label: 'Record page layout',
        options: [
          { label: 'Blocks stacked', value: 'stacked' },
          { label: 'Two columns', value: 'columns' },
        ],
        visible: isRecordView ? undefined : hasDetail,
      },
    ]),
    tab('fields', 'Fields', [
      {
        kind: 'checklist',
        path: 'detail.fields',
        label: 'Fields on the record page',
        max: 30,
        options: all,
        visible: isRecordView ? undefined : hasDetail,
        // The boxes tick what the record shows, defaults included (each field once).
        shown: (data) => {
          const listing = data as TDataData;
          return typeOf(listing) === 'expand' ? expandFieldIds(listing, fields) : detailFieldIds(listing);
        },
        unavailable: (data, value) => {
          const listing = data as TDataData;
          if (value === listing.fields.title) return 'The title: it heads the record already.';
          if (value === listing.fields.subtitle) return 'The subtitle: it is shown under the title already.';
          return undefined;
        },
        helpText: (data) => {
          const listing = data as TDataData;
          const expand = typeOf(listing) === 'expand';
          if (!expand && listing.detail.blocks.length > 0) {
            return 'The record page shows its blocks (Detailed View); these fields show when it has none.';
          }
          if (listing.detail.fields.length > 0) return undefined;
          return expand
            ? 'Nothing chosen yet: the card folds open every field with a value (links and files aside).'
            : 'Nothing chosen yet: the record shows the card’s body and tags.';
        },
      },
    ]),
  ];
}
