import { backgroundTab, textStyleFields, type EditorModule } from '../../editor/block-drawer/field-specs';

/** Content: strapline, heading and body text. */
export const contentEditor: EditorModule = {
  tabs: () => [
    {
      id: 'content',
      label: 'Content',
      fields: [
        { kind: 'text', path: 'strapline', label: 'Strapline' },
        { kind: 'text', path: 'heading', label: 'Heading', multiline: true },
        { kind: 'text', path: 'body', label: 'Body', multiline: true },
      ],
    },
    {
      id: 'settings',
      label: 'Settings',
      fields: [
        ...textStyleFields('strapline', 'Strapline'),
        ...textStyleFields('heading', 'Heading'),
        ...textStyleFields('body', 'Body'),
      ],
    },
    backgroundTab(false),
  ],
};
