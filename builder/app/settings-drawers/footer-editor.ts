import type { DrawerTab } from '../drawer-fields/field-specs';

const FOOTER_LAYOUTS = [
  { label: 'Layout 1: text and copyright', value: 'globalFooter01' },
  { label: 'Layout 2: with social links', value: 'globalFooter02' },
  { label: 'Layout 3: with link columns', value: 'globalFooter03' },
];

const SOCIAL: Array<[string, string]> = [
  ['instagramUrl', 'Instagram'],
  ['twitterUrl', 'X (Twitter)'],
  ['facebookUrl', 'Facebook'],
  ['linkedinUrl', 'LinkedIn'],
  ['youtubeUrl', 'YouTube'],
  ['spotifyUrl', 'Spotify'],
  ['whatsAppUrl', 'WhatsApp'],
  ['email', 'Email'],
  ['phoneNumber', 'Phone number'],
];

/**
 * Edit Footer (spec doc 1 §2): tabs Layout, Content, Links (layout 3 only), Social (layout 2
 * only) and Settings.
 */
export function footerTabs(layout: string): DrawerTab[] {
  const tabs: DrawerTab[] = [
    {
      id: 'layout',
      label: 'Layout',
      fields: [
        { kind: 'select', path: 'layout', label: 'Layout', options: FOOTER_LAYOUTS },
        { kind: 'toggle', path: 'disabled', label: 'Hide the footer' },
      ],
    },
    {
      id: 'content',
      label: 'Content',
      fields: [
        { kind: 'text', path: 'description', label: 'Description', multiline: true },
        { kind: 'text', path: 'text', label: 'Copyright text' },
        { kind: 'toggle', path: 'logo.show', label: 'Show the logo' },
        { kind: 'slider', path: 'logo.height', label: 'Logo height', range: { min: 0, max: 100, step: 2 }, unit: 'px' },
      ],
    },
  ];
  if (layout === 'globalFooter03') {
    tabs.push({
      id: 'links',
      label: 'Links',
      list: {
        path: 'columns',
        item: 'Column',
        titlePath: 'category',
        max: 3,
        create: () => ({ category: 'New column', links: [] }),
        fields: [
          { kind: 'text', path: 'category', label: 'Column title' },
          { kind: 'link-lines', path: 'links', label: 'Links' },
        ],
      },
    });
  }
  if (layout === 'globalFooter02') {
    tabs.push({
      id: 'social',
      label: 'Social',
      fields: SOCIAL.map(([key, label]) => ({ kind: 'text' as const, path: `social.${key}`, label })),
    });
  }
  tabs.push({
    id: 'settings',
    label: 'Settings',
    fields: [
      { kind: 'color', path: 'background.color', label: 'Background colour' },
      { kind: 'color', path: 'textSettings.heading.color', label: 'Heading colour' },
      { kind: 'color', path: 'textSettings.links.color', label: 'Link colour' },
      {
        kind: 'slider',
        path: 'background.paddingTop',
        label: 'Padding top',
        range: { min: 0, max: 100, step: 4 },
        unit: 'px',
      },
      {
        kind: 'slider',
        path: 'background.paddingBottom',
        label: 'Padding bottom',
        range: { min: 0, max: 100, step: 4 },
        unit: 'px',
      },
    ],
  });
  return tabs;
}
