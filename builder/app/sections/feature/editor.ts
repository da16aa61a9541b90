import { newFeatureItem } from '@atrium/core';
import { backgroundTab, imageFields, textStyleFields, type EditorModule } from '../../drawer-fields/field-specs';

/** Features: intro texts, the items (title, rich body, icon, link), the image of the two-column layouts. */
export const featureEditor: EditorModule = {
  tabs: (name) => {
    const withImage = name === 'feature01' || name === 'feature50';
    return [
      {
        id: 'content',
        label: 'Content',
        fields: [
          { kind: 'text', path: 'strapline', label: 'Strapline' },
          { kind: 'text', path: 'heading', label: 'Heading', multiline: true },
          { kind: 'text', path: 'description', label: 'Description', multiline: true },
          ...(withImage ? imageFields('image', 'Image') : []),
        ],
      },
      {
        id: 'list',
        label: 'List',
        list: {
          path: 'features',
          item: 'Feature',
          titlePath: 'title',
          max: 24,
          create: () => newFeatureItem(),
          fields: [
            { kind: 'text', path: 'title', label: 'Title' },
            { kind: 'rich', path: 'body', label: 'Body' },
            { kind: 'icon', path: 'image.src', label: 'Icon' },
            { kind: 'text', path: 'link.text', label: 'Link text' },
            { kind: 'text', path: 'link.url', label: 'Link URL' },
            {
              kind: 'select',
              path: 'link.style',
              label: 'Link style',
              options: [
                { label: 'Link', value: 'link' },
                { label: 'Button', value: 'button' },
                { label: 'Image', value: 'image' },
              ],
            },
          ],
        },
      },
      {
        id: 'settings',
        label: 'Settings',
        fields: [...textStyleFields('heading', 'Heading'), ...textStyleFields('description', 'Description')],
      },
      backgroundTab(withImage),
    ];
  },
};
