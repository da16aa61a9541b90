import { describe, expect, it } from 'vitest';
import { listingPanel } from '../listing-panels';
import { context, dataOf, env } from './panel-test-env';

describe('[LISTING] Call To Action in Listing Fields', () => {
  it('offers for each action only the fields of the types it reads (upvotes: Number fields)', () => {
    const cta = listingPanel('listing-fields', env('list2')).tabs[1]!;
    const upvote = { ...dataOf('list2'), cta: { ...dataOf('list2').cta, action: 'upvote' as const } };
    const shown = (cta.fields ?? []).filter((f) => !f.visible || f.visible(upvote));
    const picker = shown.find((f) => f.label === 'Count upvotes in (a Number field)');
    expect(picker?.kind === 'select' && picker.options.map((o) => o.label)).toEqual(['None']);
    const withNumber = listingPanel('listing-fields', {
      ...env('list2'),
      context: { tableFields: [...context.tableFields, { id: 'fldVotes', name: 'Votes', type: 'number' }] },
    }).tabs[1]!;
    const numberPicker = (withNumber.fields ?? []).find((f) => f.label === 'Count upvotes in (a Number field)');
    expect(numberPicker?.kind === 'select' && numberPicker.options.map((o) => o.label)).toEqual(['None', 'Votes']);
    // Upvotes show their count: no button text or style to choose.
    expect(shown.map((f) => f.label)).not.toContain('Button text');
  });

  it("offers a link for 'Open a link' and the card's operations for 'Update the record'", () => {
    const cta = listingPanel('listing-fields', env('list1')).tabs[1]!;
    const action = cta.fields!.find((f) => f.label === 'Call To Action Button');
    expect(action?.kind === 'select' && action.options.map((o) => o.label)).toEqual([
      'No button',
      'Open the record',
      'Open a website',
      'Send an email',
      'Copy a phone number',
      'Open a link',
      'Open the edit form',
      'Update the record',
      'Upvote',
    ]);
    const shownFor = (next: string) => {
      const data = { ...dataOf('list1'), cta: { ...dataOf('list1').cta, action: next as 'url' } };
      return (cta.fields ?? []).filter((f) => !f.visible || f.visible(data)).map((f) => f.label);
    };
    expect(shownFor('url')).toEqual(expect.arrayContaining(['Link', 'Open the website in a new tab', 'Button text']));
    expect(shownFor('url')).not.toContain('Operations');
    expect(shownFor('update')).toEqual(expect.arrayContaining(['Operations', 'Button text']));
    expect(shownFor('form')).not.toContain('Operations');
    const operations = cta.fields!.find((f) => f.label === 'Operations');
    expect(operations?.path).toBe('cta.operations');
  });
});
