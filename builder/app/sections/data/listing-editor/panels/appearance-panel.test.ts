import type { TDataData } from '@atrium/core';
import { AppProvider } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Fields } from '../../../../drawer-fields/fields';
import { listingPanel } from '../listing-panels';
import { dataOf, env } from './panel-test-env';

/**
 * The Detailed View's Appearance → Fields checklist, rendered as the drawer renders it: its boxes
 * tick what the record page shows (issue 24: it started unchecked while fields showed).
 */
function fieldsTab(data: TDataData) {
  const tab = listingPanel('appearance', env('grid1')).tabs.find((t) => t.label === 'Fields')!;
  const html = renderToStaticMarkup(
    createElement(
      AppProvider,
      { i18n: en },
      createElement(Fields, {
        siteId: 's1',
        fields: tab.fields ?? [],
        data,
        base: '',
        keyPrefix: 'test',
        validate: () => undefined,
        onChange: () => undefined,
      }),
    ),
  );
  /** Each choice by its label: whether it is ticked and whether it can be. */
  const choice = (label: string) => {
    const input = new RegExp(`<input[^>]*>(?:(?!<input).)*?${label}<`, 's').exec(html)?.[0] ?? '';
    return { checked: /\bchecked=""/.test(input), disabled: /\bdisabled=""/.test(input) };
  };
  return { html, choice };
}

/** A record page without blocks, whose card shows Name (title), Status (subtitle) and Photo. */
const listing = (fields: string[] = []): TDataData => {
  const data = dataOf('grid1');
  return {
    ...data,
    fields: { ...data.fields, title: 'fldName', subtitle: 'fldStatus', body: 'fldOwner', tags: '' },
    detail: { ...data.detail, type: 'page', blocks: [], fields },
  };
};

describe('[LISTING] Detailed View → Appearance → Fields', () => {
  it('ticks the fields the record page shows while none are chosen, and says they are the defaults', () => {
    const { html, choice } = fieldsTab(listing());
    expect(choice('Owner')).toEqual({ checked: true, disabled: false });
    expect(choice('Photo')).toEqual({ checked: false, disabled: false });
    expect(html).toContain('Nothing chosen yet: the record shows the card’s body and tags.');
  });

  it('ticks the chosen fields, and the title and subtitle never: they head the page, so they cannot be listed twice', () => {
    const { html, choice } = fieldsTab(listing(['fldStatus', 'fldPhoto']));
    expect(choice('Photo')).toEqual({ checked: true, disabled: false });
    expect(choice('Owner')).toEqual({ checked: false, disabled: false });
    expect(choice('Status')).toEqual({ checked: false, disabled: true });
    expect(choice('Name')).toEqual({ checked: false, disabled: true });
    expect(html).toContain('The subtitle: it is shown under the title already.');
    expect(html).not.toContain('Nothing chosen yet');
  });

  it('says the page shows its blocks when it has some', () => {
    const data = dataOf('grid1');
    expect(fieldsTab({ ...data, detail: { ...data.detail, type: 'page' } }).html).toContain(
      'The record page shows its blocks (Detailed View); these fields show when it has none.',
    );
  });
});
