import { defaultFooter } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { parseLinkLines } from '../drawer-fields/controls/link-lines-control';
import { footerState } from './footer-drawer';
import { footerTabs } from './footer-editor';

describe('[EDITOR] footer editor', () => {
  it('shows Links only for layout 3 and Social only for layout 2', () => {
    const labels = (layout: string) => footerTabs(layout).map((t) => t.label);
    expect(labels('globalFooter03')).toEqual(['Layout', 'Content', 'Links', 'Settings']);
    expect(labels('globalFooter02')).toEqual(['Layout', 'Content', 'Social', 'Settings']);
    expect(labels('globalFooter01')).toEqual(['Layout', 'Content', 'Settings']);
  });

  it("tells the page which footer control to show: 'Add Footer', 'Footer is hidden' or Edit Footer", () => {
    const empty = defaultFooter();
    expect(footerState(empty)).toBe('empty');
    expect(footerState({ ...empty, description: 'Hello' })).toBe('shown');
    expect(footerState({ ...empty, description: 'Hello', disabled: true })).toBe('hidden');
  });

  it("reads link lines as 'Title | URL'", () => {
    expect(parseLinkLines('Docs | https://example.com/docs\n\n  Status|https://status.example.com ')).toEqual([
      { title: 'Docs', titleUrl: 'https://example.com/docs' },
      { title: 'Status', titleUrl: 'https://status.example.com' },
    ]);
  });
});
