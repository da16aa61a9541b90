import { CODE_HEIGHT_RANGE } from '@atrium/core';
import { backgroundTab, textStyleFields, type EditorModule } from '../../drawer-fields/field-specs';

/** Code blocks: the snippet (run in a sandbox), its height, and a heading for code02/code03. */
export const codeEditor: EditorModule = {
  tabs: (name) => [
    {
      id: 'content',
      label: 'Content',
      fields: [
        {
          kind: 'text',
          path: 'code.snippet',
          label: 'Code snippet',
          multiline: true,
          helpText:
            'HTML, CSS and JavaScript. It runs in a sandboxed frame and cannot read the portal or its visitors’ sessions.',
        },
        { kind: 'slider', path: 'code.height', label: 'Height', range: CODE_HEIGHT_RANGE, unit: 'px' },
        ...(name === 'code01'
          ? []
          : [
              { kind: 'text' as const, path: 'heading', label: 'Heading' },
              { kind: 'text' as const, path: 'description', label: 'Description', multiline: true },
              ...textStyleFields('heading', 'Heading'),
            ]),
      ],
    },
    backgroundTab(false),
  ],
};
