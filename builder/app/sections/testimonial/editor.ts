import { ZTestimonialItemSchema } from '@atrium/core';
import { backgroundTab, textStyleFields, type EditorModule } from '../../drawer-fields/field-specs';

/** Testimonials: heading and the quotes with their person, avatar and rating. */
export const testimonialEditor: EditorModule = {
  tabs: () => [
    {
      id: 'content',
      label: 'Content',
      fields: [{ kind: 'text', path: 'heading', label: 'Heading' }, ...textStyleFields('heading', 'Heading')],
    },
    {
      id: 'testimonials',
      label: 'Testimonials',
      list: {
        path: 'testimonials',
        item: 'Testimonial',
        titlePath: 'person',
        max: 24,
        create: () => ZTestimonialItemSchema.parse({ testimonial: 'What they said about you.', person: 'Their name' }),
        fields: [
          { kind: 'text', path: 'testimonial', label: 'Testimonial', multiline: true },
          { kind: 'text', path: 'person', label: 'Person' },
          { kind: 'text', path: 'avatar.url', label: 'Avatar URL' },
          { kind: 'rating', path: 'rating', label: 'Rating' },
        ],
      },
    },
    backgroundTab(false),
  ],
};
