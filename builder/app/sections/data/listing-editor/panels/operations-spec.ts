import { ZListingOperationSchema } from '@atrium/core';
import type { EditorContext, FieldSpec } from '../../../../drawer-fields/field-specs';

/** The operations of an UPDATE_RECORD action (a record page button, or the card's own action). */
export function operationsSpec(fields: EditorContext['tableFields'], path: string): FieldSpec {
  const fieldOptions = fields.map((f) => ({ label: f.name, value: f.id }));
  return {
    kind: 'list',
    path,
    label: 'Operations',
    list: {
      path,
      item: 'Operation',
      titlePath: 'type',
      max: 10,
      create: () => ZListingOperationSchema.parse({ fieldId: fields[0]?.id ?? '' }),
      fields: [
        {
          kind: 'select',
          path: 'type',
          label: 'Do',
          options: [
            { label: 'Set a value', value: 'set' },
            { label: 'Link the user', value: 'linkUser' },
            { label: 'Unlink the user', value: 'unlinkUser' },
            { label: 'Clear', value: 'clear' },
          ],
        },
        { kind: 'select', path: 'fieldId', label: 'Field', options: fieldOptions },
        {
          kind: 'select',
          path: 'valueType',
          label: 'Value from',
          options: [
            { label: 'A custom value', value: 'custom' },
            { label: "The user's record id", value: 'userRecordId' },
            { label: "A field of the user's record", value: 'userField' },
          ],
          visible: (op) => (op as { type?: string }).type === 'set',
        },
        {
          kind: 'text',
          path: 'value',
          label: 'Value',
          visible: (op) =>
            (op as { type?: string }).type === 'set' && (op as { valueType?: string }).valueType !== 'userRecordId',
        },
      ],
    },
  };
}
