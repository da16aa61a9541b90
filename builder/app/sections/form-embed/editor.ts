import { backgroundTab, embedFields, textStyleFields, type EditorModule } from '../../drawer-fields/field-specs';

/** Form blocks: heading and description, and the form service's link or embed code. */
export const formEmbedEditor: EditorModule = {
  tabs: () => [
    {
      id: 'content',
      label: 'Content',
      fields: [
        { kind: 'text', path: 'heading', label: 'Heading' },
        { kind: 'text', path: 'description', label: 'Description', multiline: true },
        ...textStyleFields('heading', 'Heading'),
        ...textStyleFields('description', 'Description'),
      ],
    },
    { id: 'form', label: 'Form', fields: embedFields('embed', 'Form link (Typeform, Tally, Google Forms, Airtable…)') },
    backgroundTab(false),
  ],
};
