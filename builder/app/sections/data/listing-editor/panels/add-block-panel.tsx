import { LINKED_RECORDS_EMPTY_HINT, ZDetailBlockSchema, type TDataData, type TDetailBlockKind } from '@atrium/core';
import { Text } from '@shopify/polaris';
import type { ReactNode } from 'react';
import type { DrawerTab } from '../../../../drawer-fields/field-specs';
import { tab, type PanelEnv, type TableFields } from './panel-kit';
import { ADD_BLOCK_GROUPS } from './panel-options';

/** Add Block: the detail view's blocks in the spec's groups (the editor then opens the new block). */
export function addBlockTabs(env: PanelEnv): DrawerTab[] {
  const { context } = env;
  const fields = context.tableFields;
  return [
    tab('blocks', 'Blocks', [], (data, change) => (
      <AddBlockList
        linkFields={fields.filter((f) => f.type === 'multipleRecordLinks')}
        onAdd={(kind, extra) => {
          const blocks = (data as TDataData).detail.blocks;
          change('detail.blocks', [...blocks, ZDetailBlockSchema.parse({ kind, ...extra })]);
          env.onBlockAdded(blocks.length);
        }}
      />
    )),
  ];
}

/**
 * Add Block in the spec's groups; Linked Records offers one block per link field of the table
 * (or says the table has none).
 */
function AddBlockList({
  onAdd,
  linkFields,
}: {
  onAdd: (kind: TDetailBlockKind, extra: { variant?: 'split'; linkFieldId?: string }) => void;
  linkFields: TableFields;
}): ReactNode {
  return (
    <div className="atrium-listing-editor__add-blocks">
      {ADD_BLOCK_GROUPS.map((group) => {
        const linked = group.blocks.some((b) => b.kind === 'linked');
        const entries = linked
          ? linkFields.map((field) => ({
              key: field.id,
              label: field.name,
              description: `The records ${field.name} links to.`,
              add: () => onAdd('linked', { linkFieldId: field.id }),
            }))
          : group.blocks.map((block) => ({
              key: block.label,
              label: block.label,
              description: block.description,
              add: () => onAdd(block.kind, block.variant ? { variant: block.variant } : {}),
            }));
        return (
          <section key={group.label} aria-label={group.label}>
            <Text as="h3" variant="headingSm">
              {group.label}
            </Text>
            {entries.length === 0 ? (
              <Text as="p" tone="subdued">
                {LINKED_RECORDS_EMPTY_HINT}
              </Text>
            ) : (
              <ul>
                {entries.map((entry) => (
                  <li key={entry.key}>
                    <button type="button" onClick={entry.add}>
                      <strong>{entry.label}</strong>
                      <span>{entry.description}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
