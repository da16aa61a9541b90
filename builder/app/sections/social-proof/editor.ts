import { ZSocialProofItemSchema } from '@atrium/core';
import { backgroundTab, textStyleFields, type EditorModule } from '../../drawer-fields/field-specs';

/** Social proof: intro texts and the logos (or numbers, for socialProof03). */
export const socialProofEditor: EditorModule = {
  tabs: (name) => [
    {
      id: 'content',
      label: 'Content',
      fields: [
        { kind: 'text', path: 'strapline', label: 'Strapline' },
        { kind: 'text', path: 'heading', label: 'Heading' },
        { kind: 'text', path: 'description', label: 'Description', multiline: true },
        ...textStyleFields('heading', 'Heading'),
      ],
    },
    {
      id: 'list',
      label: 'List',
      list: {
        path: 'items',
        item: name === 'socialProof03' ? 'Number' : 'Logo',
        titlePath: 'name',
        max: 24,
        create: () => ZSocialProofItemSchema.parse({ name: 'New', value: name === 'socialProof03' ? '100%' : '' }),
        fields:
          name === 'socialProof03'
            ? [
                { kind: 'text', path: 'value', label: 'Number' },
                { kind: 'text', path: 'name', label: 'Label' },
              ]
            : [
                { kind: 'text', path: 'name', label: 'Name' },
                { kind: 'text', path: 'imageUrl', label: 'Logo image URL' },
                { kind: 'text', path: 'url', label: 'Link' },
              ],
      },
    },
    backgroundTab(false),
  ],
};
