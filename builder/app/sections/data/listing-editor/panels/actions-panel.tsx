import { ZListingRecordActionSchema, operationProblem, type TDataData } from '@atrium/core';
import { Banner, List } from '@shopify/polaris';
import type { DrawerTab, EditorContext } from '../../../../drawer-fields/field-specs';
import { tab } from './panel-kit';
import { operationsSpec } from './operations-spec';

/** The record's action buttons (UPDATE_RECORD operations), with what keeps any from working. */
export function actionsTab(fields: EditorContext['tableFields']): DrawerTab {
  const problems = (data: unknown) =>
    ((data as TDataData).actions ?? []).flatMap((action) =>
      action.operations.flatMap((op, i) => {
        const problem = operationProblem(op, fields);
        return problem ? [`${action.label}, operation ${i + 1}: ${problem}`] : [];
      }),
    );
  return tab(
    'actions',
    'Buttons',
    [
      {
        kind: 'list',
        path: 'actions',
        label: 'Record actions',
        list: {
          path: 'actions',
          item: 'Action',
          titlePath: 'label',
          max: 10,
          create: () => ZListingRecordActionSchema.parse({ label: 'Update' }),
          fields: [{ kind: 'text', path: 'label', label: 'Button text' }, operationsSpec(fields, 'operations')],
        },
      },
    ],
    (data) => {
      const found = problems(data);
      return found.length > 0 ? (
        <Banner tone="warning" title="Some buttons will not work yet">
          <List>
            {found.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Banner>
      ) : null;
    },
  );
}
