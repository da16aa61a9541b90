import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ZDataSectionSchema, listingSampleView, type TListingView } from '@atrium/core';
import { DataListing } from './DataListing';
import { ListingViews } from './listing-views';
import { RecordDetail } from './RecordPage';

const section = (sectionName: string) =>
  ZDataSectionSchema.parse({
    id: 'listing0001a',
    type: 'data',
    sectionName,
    data: { source: { kind: 'local', tableId: 'tblX' }, search: { fieldIds: ['name'] } },
  });

function render(sectionName: string, view: TListingView, preview = false) {
  return renderToString(
    <ListingViews.Provider value={{ listing0001a: view }}>
      <DataListing section={section(sectionName)} position={1} preview={preview} />
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

  it('asks the builder for fields when a table layout has none (visitors get no hint), and renders nothing for a viewer it is hidden from', () => {
    const html = render('table1', { ...listingSampleView(), columns: [] }, true);
    expect(html).toContain('No fields selected. Try adding a field.');
    expect(html).not.toContain('<table');
    const portal = render('table1', { ...listingSampleView(), columns: [] });
    expect(portal).not.toContain('No fields selected');
    expect(portal).not.toContain('<table');
    expect(render('grid1', { ...listingSampleView(), status: 'hidden', records: [] })).toBe('');
  });

  it('tells visitors a listing has no records in their words, and the builder the spec hint in the preview only', () => {
    const empty: TListingView = {
      ...listingSampleView(),
      records: [],
      message: 'You have no projects yet.',
      noRecords: true,
    };
    const portal = render('grid1', empty);
    expect(portal).toContain('You have no projects yet.');
    expect(portal).not.toContain('spreadsheet-database');
    const preview = render('grid1', empty, true);
    expect(preview).toContain('Nothing to display yet. Try adding some records into your spreadsheet-database first.');
    expect(preview).toContain('Visitors see: “You have no projects yet.”');
    // A search that finds nothing says the listing's own text, in the preview too.
    const search = { ...listingSampleView(), records: [], message: 'No results found' };
    expect(render('grid1', search, true)).toContain('No results found');
    expect(render('grid1', search, true)).not.toContain('spreadsheet-database');
  });
});

describe('DataListing card pictures', () => {
  const upload = (n: number) => ({
    url: `/media/sites/s1/cover-${n}.png`,
    alt: `cover-${n}.png`,
    width: 2400,
    height: 1600,
    thumbnail: { url: `/media/sites/s1/cover-${n}-abc-1600w.webp`, width: 1600, height: 1067 },
  });

  it('shows each card its picture: the upload renditions, its size, the first row at once and the rest lazily', () => {
    const sample = listingSampleView();
    const records = Array.from({ length: 5 }, (_, i) => ({ ...sample.records[0]!, id: `rec${i}`, image: upload(i) }));
    const html = render('grid1', { ...sample, records });
    const images = html.match(/<img class="atrium-listing__image"[^>]*>/g) ?? [];
    expect(images).toHaveLength(5);
    // Three cards a row (the default): the first three are eager.
    expect(images.map((img) => /loading="(\w+)"/.exec(img)?.[1])).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
    expect(images[0]).toContain('src="/media/sites/s1/cover-0-abc-1600w.webp"');
    expect(images[0]).toContain('srcSet="/media/sites/s1/cover-0-abc-480w.webp 480w, ');
    expect(images[0]).toContain('sizes="(max-width: 720px) 100vw, 374px"');
    expect(images[0]).toContain('width="1600" height="1067"');
    expect(html).toContain('<source type="image/avif" srcSet="/media/sites/s1/cover-0-abc-480w.avif 480w, ');
  });

  it('shows a picture from elsewhere as it is, with its size when known, and no picture without one', () => {
    const sample = listingSampleView();
    const html = render('grid1', {
      ...sample,
      records: [
        { ...sample.records[0]!, id: 'recA', image: { url: 'https://cdn.example.com/a.jpg', alt: 'a.jpg' } },
        { ...sample.records[0]!, id: 'recB', image: undefined },
      ],
    });
    expect(html.match(/<img [^>]*>/g)).toEqual([
      '<img class="atrium-listing__image" src="https://cdn.example.com/a.jpg" alt="a.jpg" loading="eager" decoding="async"/>',
    ]);
  });
});

describe('RecordDetail blocks', () => {
  it('says a linked records block has none in the visitor’s words, and the builder’s hint in the preview', () => {
    const record = {
      id: 'rec1',
      title: 'Bridge',
      subtitle: '',
      fields: [],
      meta: { title: 'Bridge', description: '' },
      layout: 'stacked' as const,
      blocks: [
        {
          id: 'b1',
          column: 'main' as const,
          title: 'Client',
          kind: 'linked' as const,
          records: [],
          variant: 'list' as const,
        },
      ],
    };
    const portal = renderToString(<RecordDetail sectionId="listing0001a" headingLevel={1} record={record} />);
    expect(portal).toContain('None yet.');
    expect(portal).not.toContain('Your table does not contain');
    const preview = renderToString(<RecordDetail sectionId="listing0001a" headingLevel={1} record={record} preview />);
    expect(preview).toContain('Your table does not contain any linked records');
  });

  it('without blocks: the title, the picture beside the fields, the fields as a grid (long ones across it)', () => {
    const html = renderToString(
      <RecordDetail
        sectionId="listing0001a"
        headingLevel={1}
        record={{
          id: 'rec1',
          title: 'Bridge',
          subtitle: 'Planning',
          image: { url: 'https://cdn.example.com/bridge.jpg', alt: 'bridge.jpg', width: 1200, height: 800 },
          fields: [
            { id: 'f1', name: 'Budget', value: '2,000' },
            { id: 'f2', name: 'Notes', value: 'First line.\nSecond line.' },
          ],
          meta: { title: 'Bridge', description: '' },
          layout: 'stacked',
          blocks: [],
        }}
      />,
    );
    expect(html).toMatch(
      /<div class="atrium-record__head"><h1 [^>]*class="atrium-record__title">Bridge<\/h1><p class="atrium-record__subtitle">Planning<\/p><\/div><div class="atrium-record__body atrium-record__body--with-image"><picture class="atrium-picture"><img class="atrium-record__image" src="https:\/\/cdn.example.com\/bridge.jpg" alt="bridge.jpg" width="1200" height="800" loading="eager"/,
    );
    expect(html).toContain(
      '<div class="atrium-record__main"><dl class="atrium-record__fields"><div class="atrium-record__field"><dt>Budget</dt><dd>2,000</dd></div><div class="atrium-record__field atrium-record__field--wide"><dt>Notes</dt>',
    );
  });

  it('renders headers, tags, accordions, pictures, embeds, files and links', () => {
    const base = { column: 'main' as const, title: '' };
    const html = renderToString(
      <RecordDetail
        sectionId="listing0001a"
        headingLevel={1}
        record={{
          id: 'rec1',
          title: 'Bridge',
          subtitle: '',
          fields: [],
          meta: { title: 'Bridge', description: '' },
          layout: 'stacked',
          blocks: [
            {
              ...base,
              id: 'b1',
              kind: 'header',
              heading: 'Bridge',
              subtitle: 'Done',
              variant: 'split',
              image: { url: 'https://cdn.example.com/a.jpg', alt: 'a.jpg' },
            },
            { ...base, id: 'b2', kind: 'tags', tags: ['Steel'] },
            { ...base, id: 'b3', kind: 'accordion', fields: [{ id: 'notes', name: 'Notes', value: 'Long story.' }] },
            {
              ...base,
              id: 'b4',
              kind: 'gallery',
              images: [{ url: 'https://cdn.example.com/a.jpg', alt: 'a.jpg' }],
              height: 200,
              fit: 'contain',
            },
            { ...base, id: 'b5', kind: 'embed', src: 'https://www.youtube.com/embed/abc', height: 300, title: 'Tour' },
            {
              ...base,
              id: 'b6',
              kind: 'attachment',
              files: [{ url: 'https://cdn.example.com/plan.pdf', name: 'plan.pdf' }],
            },
            {
              ...base,
              id: 'b7',
              kind: 'social',
              links: [{ href: 'https://instagram.com/bridge', label: 'Instagram' }],
            },
          ],
        }}
      />,
    );
    expect(html).toContain('atrium-record__header--split');
    expect(html).toContain('<h2 class="atrium-record__header-title">Bridge</h2>');
    expect(html).toContain('<li>Steel</li>');
    expect(html).toContain(
      '<details class="atrium-record__accordion"><summary>Notes</summary><p>Long story.</p></details>',
    );
    expect(html).toContain('style="height:200px;object-fit:contain"');
    expect(html).toMatch(
      /<iframe class="atrium-record__embed" src="https:\/\/www.youtube.com\/embed\/abc" title="Tour" height="300"[^>]*sandbox=/,
    );
    expect(html).toContain('download="">plan.pdf</a>');
    expect(html).toContain(
      '<a href="https://instagram.com/bridge" target="_blank" rel="noopener noreferrer">Instagram</a>',
    );
  });
});

describe('filter styles', () => {
  it('aligns, sizes and colours tags and dropdowns as the builder chose, keeping unsafe colours out', () => {
    const styled = ZDataSectionSchema.parse({
      id: 'listing0001a',
      type: 'data',
      sectionName: 'grid1',
      data: {
        source: { kind: 'local', tableId: 'tblX' },
        filterStyles: {
          tag: { alignment: 'center', variant: 'solid', size: 'lg', selectedColor: '#ff0000', textColor: 'red; x: y' },
          dropdown: { borderWidth: 2, borderColor: '#00ff00' },
        },
      },
    });
    const view: TListingView = {
      ...listingSampleView(),
      filters: [
        {
          fieldId: 'status',
          label: 'Status',
          type: 'tags',
          isSingleSelect: true,
          options: [{ value: 'Done', selected: true }],
        },
      ],
    };
    const html = renderToString(
      <ListingViews.Provider value={{ listing0001a: view }}>
        <DataListing section={styled} position={1} />
      </ListingViews.Provider>,
    );
    expect(html).toContain(
      'atrium-listing__tags atrium-listing__tags--center atrium-listing__tags--solid atrium-listing__tags--lg',
    );
    expect(html).toContain('--atrium-tag-selected:#ff0000');
    expect(html).toContain('--atrium-dropdown-border:#00ff00;--atrium-dropdown-border-width:2px');
    expect(html).not.toContain('red; x: y');
  });
});

describe('the Expandable list', () => {
  it('folds each card open with its fields, with the expand and collapse texts', () => {
    const section = ZDataSectionSchema.parse({
      id: 'listing0002a',
      type: 'data',
      sectionName: 'list3',
      data: {
        source: { kind: 'local', tableId: 'tblX' },
        detail: { type: 'expand', expandText: 'Read more', collapseText: 'Read less' },
      },
    });
    const sample = listingSampleView();
    const view: TListingView = {
      ...sample,
      records: [{ ...sample.records[0]!, expanded: [{ id: 'f1', name: 'Notes', value: 'Steel & stone' }] }],
    };
    const html = renderToString(
      <ListingViews.Provider value={{ listing0002a: view }}>
        <DataListing section={section} position={1} />
      </ListingViews.Provider>,
    );
    expect(html).toContain(
      '<details class="atrium-listing__expand"><summary><span class="atrium-listing__expand-more">Read more</span><span class="atrium-listing__expand-less">Read less</span></summary>',
    );
    expect(html).toContain('<dt>Notes</dt><dd>Steel &amp; stone</dd>');
  });
});

describe('filters from a linked table', () => {
  it('offers the linked records by title, with their ids in the URL (tags as links, dropdowns as options)', () => {
    const section = ZDataSectionSchema.parse({
      id: 'listing0001a',
      type: 'data',
      sectionName: 'grid1',
      data: { source: { kind: 'local', tableId: 'tblX' }, search: { fieldIds: ['name'] } },
    });
    const clients = [
      { value: 'recNorthwind0001', label: 'Northwind Traders' },
      { value: 'recBlueHarbor001', label: 'Blue Harbor & Co' },
    ];
    const view: TListingView = {
      ...listingSampleView(),
      params: { q: 'web', filters: { fldStatus: ['Done'], fldClient: ['recBlueHarbor001'] } },
      filters: [
        {
          fieldId: 'fldClient',
          label: 'Client',
          type: 'tags',
          isSingleSelect: true,
          options: clients.map((c) => ({ ...c, selected: c.value === 'recBlueHarbor001' })),
        },
        {
          fieldId: 'fldOwner',
          label: 'Owner',
          type: 'dropdown',
          isSingleSelect: true,
          options: [{ value: 'recOwnerAda00001', label: 'Ada Lovelace', selected: false }],
        },
      ],
    };
    const html = renderToString(
      <ListingViews.Provider value={{ listing0001a: view }}>
        <DataListing section={section} position={1} />
      </ListingViews.Provider>,
    );
    // Choosing a client keeps the search and other filters and goes back to the first page.
    expect(html).toContain(
      '<a href="?q=web&amp;f.fldStatus=Done&amp;f.fldClient=recNorthwind0001" class="atrium-listing__tag" rel="nofollow">Northwind Traders</a>',
    );
    // The chosen one is current; choosing it again clears it.
    expect(html).toContain(
      '<a href="?q=web&amp;f.fldStatus=Done" class="atrium-listing__tag atrium-listing__tag--selected" aria-current="true" rel="nofollow">Blue Harbor &amp; Co</a>',
    );
    // It rides along with a new search, by id.
    expect(html).toContain('<input type="hidden" name="f.fldClient" value="recBlueHarbor001"/>');
    expect(html).toContain('<option value="recOwnerAda00001">Ada Lovelace</option>');
    expect(html).toContain('<select name="f.fldOwner" aria-label="Owner">');
  });
});

describe('card components and styles', () => {
  it('renders the short description, gallery and embed, with the chosen title and text styles', () => {
    const styled = ZDataSectionSchema.parse({
      id: 'listing0001a',
      type: 'data',
      sectionName: 'list1',
      data: {
        source: { kind: 'local', tableId: 'tblX' },
        cardStyles: { titleColor: '#112233', titleSize: 'xl', titleWeight: '700', descriptionSize: 'sm' },
      },
    });
    const sample = listingSampleView();
    const view: TListingView = {
      ...sample,
      records: [
        {
          ...sample.records[0]!,
          shortDescription: 'In short.',
          gallery: [{ url: 'https://cdn.example.com/1.jpg', alt: '1.jpg' }],
          embed: 'https://www.youtube.com/embed/abc',
          videos: [{ url: 'https://cdn.example.com/tour.mp4', name: 'tour.mp4' }],
        },
      ],
    };
    const html = renderToString(
      <ListingViews.Provider value={{ listing0001a: view }}>
        <DataListing section={styled} position={1} />
      </ListingViews.Provider>,
    );
    expect(html).toContain('<p class="atrium-listing__short">In short.</p>');
    expect(html).toContain(
      '<div class="atrium-listing__gallery"><img src="https://cdn.example.com/1.jpg" alt="1.jpg" loading="lazy"/>',
    );
    expect(html).toMatch(
      /<iframe class="atrium-listing__embed" src="https:\/\/www.youtube.com\/embed\/abc"[^>]*sandbox=/,
    );
    expect(html).toContain(
      '<video class="atrium-listing__video" src="https://cdn.example.com/tour.mp4" controls="" preload="metadata" aria-label="tour.mp4">',
    );
    expect(html).toContain('atrium-listing--title-xl atrium-listing--text-sm');
    expect(html).toContain('--atrium-card-title:#112233;--atrium-card-title-weight:700');
  });
});

describe('pagination styles', () => {
  const render = (paginationStyle: 'pages' | 'loadMore', after?: string) => {
    const section = ZDataSectionSchema.parse({
      id: 'listing0003a',
      type: 'data',
      sectionName: 'grid1',
      data: { source: { kind: 'local', tableId: 'tblX' }, paginationStyle },
    });
    const view: TListingView = {
      ...listingSampleView(),
      next: 'cursor2',
      params: { q: '', filters: {}, ...(after ? { after } : {}) },
    };
    return renderToString(
      <ListingViews.Provider value={{ listing0003a: view }}>
        <DataListing section={section} position={1} />
      </ListingViews.Provider>,
    );
  };

  it('links to the next page, or offers Load more (the same link, which the portal script appends in place)', () => {
    expect(render('pages')).toContain('<a href="?after=cursor2" rel="next">Next page</a>');
    const more = render('loadMore');
    expect(more).toContain(
      '<a href="?after=cursor2" rel="next" class="atrium-listing__more" data-listing-more="listing0003a">Load more</a>',
    );
    expect(more).not.toContain('Next page');
    // Without JavaScript Load more opened the next page: it can go back to the first.
    expect(render('loadMore', 'cursor2')).toContain('First page');
  });
});
