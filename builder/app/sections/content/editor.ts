import {
  backgroundTab,
  embedFields,
  textStyleFields,
  type EditorModule,
  type FieldSpec,
} from '../../drawer-fields/field-specs';

const column = (side: 'leftContent' | 'rightContent', label: string): FieldSpec[] => [
  { kind: 'text', path: `${side}.title`, label: `${label} title` },
  { kind: 'text', path: `${side}.subtitle`, label: `${label} subtitle` },
  { kind: 'text', path: `${side}.description`, label: `${label} description`, multiline: true },
];

/** Content: strapline, heading and body text; content07 adds two columns, content11 a video. */
export const contentEditor: EditorModule = {
  tabs: (name) => [
    {
      id: 'content',
      label: 'Content',
      fields: [
        { kind: 'text', path: 'strapline', label: 'Strapline' },
        { kind: 'text', path: 'heading', label: 'Heading', multiline: true },
        { kind: 'text', path: 'body', label: 'Body', multiline: true },
        ...(name === 'content07' ? [...column('leftContent', 'Left'), ...column('rightContent', 'Right')] : []),
        ...(name === 'content11' ? embedFields('embed', 'Video or page URL') : []),
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
