import { createId, ZNavLinkSchema } from '@atrium/core';
import type { DrawerTab, FieldSpec } from '../drawer-fields/field-specs';

/** Spec doc 1 §5 'Add link': an empty name is 'Page'; type page (or external). */
export function newNavLink() {
  return ZNavLinkSchema.parse({ _id: createId(12), name: 'Page', type: 'page', path: '' });
}

export function newSubLink() {
  return { _id: createId(12), name: 'Page', type: 'page', path: '', isProtected: false };
}

type PageChoice = { id: string; name: string };

const isType = (type: string) => (data: unknown) => (data as { type?: string } | undefined)?.type === type;

/** The target of a link or sub-link: a page from a list, or a URL/path (the link-target rule). */
function linkTargetFields(pages: PageChoice[], withGroup: boolean): FieldSpec[] {
  return [
    { kind: 'text', path: 'name', label: 'Name' },
    {
      kind: 'select',
      path: 'type',
      label: 'Type',
      options: [
        { label: 'Page', value: 'page' },
        { label: 'External link', value: 'external' },
        ...(withGroup ? [{ label: 'None (group of sub-links)', value: 'none' }] : []),
      ],
    },
    {
      kind: 'select',
      path: 'path',
      label: 'Page',
      visible: isType('page'),
      options: [{ label: 'Choose a page', value: '' }, ...pages.map((p) => ({ label: p.name, value: p.id }))],
    },
    {
      kind: 'text',
      path: 'path',
      label: 'URL or path',
      visible: isType('external'),
      helpText: 'A path starting with / stays in the portal; anything else opens as an external link.',
    },
  ];
}

/**
 * Edit Header (spec doc 1 §2–§4): Navigation (links: name, type, target page or URL, the three
 * mutually exclusive visibility options, 'Hide nav group from logged out users'), Content
 * (logo height, log-in and sign-up texts, the header button) and Styles (layout, placement,
 * colours, font size and weight). Side placement hides transparency, hover colour, the layout
 * picker and dropdown styles.
 */
export function headerTabs(placement: string, pages: PageChoice[]): DrawerTab[] {
  const side = placement === 'side';
  return [navigationTab(pages), contentTab(), stylesTab(side)];
}

/** Navigation: the links, their visibility and sub-links. */
function navigationTab(pages: PageChoice[]): DrawerTab {
  return {
    id: 'navigation',
    label: 'Navigation',
    list: {
      path: 'nav',
      item: 'Link',
      titlePath: 'name',
      max: 30,
      create: newNavLink,
      fields: [
        ...linkTargetFields(pages, true),
        {
          kind: 'one-of',
          path: '',
          label: 'Visibility',
          options: [
            { label: 'Hidden without permission to the page', key: null },
            { label: 'Always visible', key: 'alwaysVisible' },
            { label: 'Only visible to logged-out visitors', key: 'publicViewOnly' },
          ],
        },
        { kind: 'toggle', path: 'isProtected', label: 'Hide nav group from logged out users' },
        {
          kind: 'list',
          path: 'subnav',
          label: 'Sub-links',
          list: {
            path: 'subnav',
            item: 'Sub-link',
            titlePath: 'name',
            max: 20,
            create: newSubLink,
            fields: linkTargetFields(pages, false),
          },
        },
      ],
    },
  };
}

/** Content: logo height, the log-in and sign-up buttons, the header button. */
function contentTab(): DrawerTab {
  return {
    id: 'content',
    label: 'Content',
    fields: [
      {
        kind: 'slider',
        path: 'styles.logo.height',
        label: 'Logo height',
        range: { min: 0, max: 100, step: 2 },
        unit: 'px',
      },
      { kind: 'toggle', path: 'auth.hideDefaultButtons', label: 'Hide the Log In and Sign Up buttons' },
      { kind: 'text', path: 'auth.loginText', label: 'Log in button text' },
      { kind: 'text', path: 'auth.signupText', label: 'Sign up button text' },
      {
        kind: 'select',
        path: 'button.integration',
        label: 'Header button',
        options: [
          { label: 'None', value: 'none' },
          { label: 'Link (URL)', value: 'url' },
        ],
      },
      { kind: 'text', path: 'button.text', label: 'Header button text' },
      { kind: 'text', path: 'button.code', label: 'Header button link' },
    ],
  };
}

/** Styles: layout, placement, colours, link size and weight (side placement hides what it does not use). */
function stylesTab(side: boolean): DrawerTab {
  return {
    id: 'styles',
    label: 'Styles',
    fields: [
      ...(side
        ? []
        : [
            {
              kind: 'select' as const,
              path: 'layout',
              label: 'Layout',
              options: [
                { label: 'Logo left, links right', value: 'globalHeader01' },
                { label: 'Logo left, links beside it', value: 'globalHeader02' },
                { label: 'Logo centred, links below', value: 'globalHeader03' },
              ],
            },
          ]),
      {
        kind: 'select',
        path: 'styles.nav.placement',
        label: 'Placement',
        options: [
          { label: 'Top', value: 'top' },
          { label: 'Side', value: 'side' },
        ],
      },
      { kind: 'color', path: 'background.color', label: 'Background colour' },
      ...(side ? [] : [{ kind: 'toggle' as const, path: 'background.isTransparent', label: 'Transparent background' }]),
      { kind: 'color', path: 'styles.nav.color', label: 'Link colour' },
      ...(side ? [] : [{ kind: 'color' as const, path: 'styles.nav.hoverColor', label: 'Link hover colour' }]),
      {
        kind: 'select',
        path: 'styles.nav.fontSize',
        label: 'Link size',
        options: ['xs', 'sm', 'md', 'lg', 'xl'].map((v) => ({ label: v, value: v })),
      },
      {
        kind: 'select',
        path: 'styles.nav.fontWeight',
        label: 'Link weight',
        options: ['light', 'normal', 'bold'].map((v) => ({ label: v, value: v })),
      },
      ...(side
        ? []
        : [
            { kind: 'color' as const, path: 'styles.nav.dropdown.background.color', label: 'Dropdown background' },
            { kind: 'color' as const, path: 'styles.nav.dropdown.text.color', label: 'Dropdown text' },
          ]),
    ],
  };
}
