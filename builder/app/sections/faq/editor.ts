import { ZFaqItemSchema } from '@atrium/core';
import { backgroundTab, textStyleFields, type EditorModule } from '../../drawer-fields/field-specs';

/** FAQ: heading, description and the questions with their answers. */
export const faqEditor: EditorModule = {
  tabs: () => [
    {
      id: 'content',
      label: 'Content',
      fields: [
        { kind: 'text', path: 'heading', label: 'Heading' },
        { kind: 'text', path: 'description', label: 'Description', multiline: true },
        ...textStyleFields('heading', 'Heading'),
      ],
    },
    {
      id: 'faqs',
      label: 'FAQs',
      list: {
        path: 'faqs',
        item: 'Question',
        titlePath: 'question',
        max: 50,
        create: () => ZFaqItemSchema.parse({ question: 'A new question?', answer: 'Its answer.' }),
        fields: [
          { kind: 'text', path: 'question', label: 'Question' },
          { kind: 'text', path: 'answer', label: 'Answer', multiline: true },
        ],
      },
    },
    backgroundTab(false),
  ],
};
