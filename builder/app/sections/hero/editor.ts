import {
  backgroundTab,
  buttonFields,
  imageFields,
  textStyleFields,
  type EditorModule,
} from '../../drawer-fields/field-specs';

/** Hero: texts, image and buttons; the grid choice for the two-column layouts. */
export const heroEditor: EditorModule = {
  tabs: (name) => [
    {
      id: 'content',
      label: 'Content',
      fields: [
        { kind: 'text', path: 'strapline', label: 'Strapline' },
        { kind: 'text', path: 'heading', label: 'Heading', multiline: true },
        { kind: 'text', path: 'description', label: 'Description', multiline: true },
        ...(name === 'hero04' ? [] : imageFields('image', 'Image')),
        ...buttonFields(),
      ],
    },
    {
      id: 'settings',
      label: 'Settings',
      fields: [
        ...textStyleFields('strapline', 'Strapline'),
        ...textStyleFields('heading', 'Heading'),
        ...textStyleFields('description', 'Description'),
      ],
    },
    backgroundTab(['hero03', 'hero05', 'hero14', 'hero18'].includes(name)),
  ],
};
