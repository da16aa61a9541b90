import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ZDataSectionSchema, listingSampleView, type TListingView } from '@atrium/core';
import { DataListing } from './DataListing';
import { ListingViews } from './listing-views';

const section = (sectionName: string) =>
  ZDataSectionSchema.parse({
    id: 'listing0001a',
    type: 'data',
    sectionName,
    data: { source: { kind: 'local', tableId: 'tblX' }, search: { fieldIds: ['name'] } },
  });

function render(sectionName: string, view: TListingView) {
  return renderToString(
    <ListingViews.Provider value={{ listing0001a: view }}>
      <DataListing section={section(sectionName)} position={1} />
    </ListingViews.Provider>,
  );
}

describe('DataListing', () => {
  it('renders cards linking to their record pages, a search form and the create form', () => {
    const view: TListingView = {
      ...listingSampleView(),
      records: listingSampleView().records.map((r) => ({ ...r, href: `/projects/${r.id}` })),
      createForm: {
        label: 'Add a project',
        fields: [{ id: 'name', name: 'Name', type: 'singleLineText', choices: [], value: '' }],
      },
      formAction: '/projects',
    };
    const html = render('grid1', view);
    expect(html).toContain('<a href="/projects/recSample0">Website relaunch</a>');
    expect(html).toContain('data-listing-form="listing0001a"');
    expect(html).toContain('<summary>Add a project</summary>');
    expect(html).toContain('action="/projects"');
  });

  it('asks for fields when a table layout has none, and renders nothing for a viewer it is hidden from', () => {
    const html = render('table1', { ...listingSampleView(), columns: [] });
    expect(html).toContain('No fields selected. Try adding a field.');
    expect(html).not.toContain('<table');
    expect(render('grid1', { ...listingSampleView(), status: 'hidden', records: [] })).toBe('');
  });
});
