import { describe, expect, it } from 'vitest';
import { SECTION_CATALOGUE } from '../sections/catalogue';
import { ZDetailBlockSchema } from '../sections/types/data';
import { buildSnapshot } from './snapshot';
import { prepareContentsForPublish } from './prepare-for-publish';

const hero = SECTION_CATALOGUE.hero.create();
const features = SECTION_CATALOGUE.feature.create();

function prepared(sections: unknown[]) {
  return (prepareContentsForPublish({ version: 1, sections }) as { sections: Array<{ data: Record<string, unknown> }> })
    .sections;
}

describe('prepareContentsForPublish (doc 3 §4.8)', () => {
  it('keeps only the image data the chosen source uses, and never a browser-only URL', () => {
    const [colour, blob] = prepared([
      {
        ...hero,
        data: {
          ...hero.data,
          image: { ...hero.data.image, source: 'color', color: '#ff0000', imageUrl: 'https://x.example/a.png' },
        },
      },
      {
        ...hero,
        data: {
          ...hero.data,
          image: { ...hero.data.image, source: 'upload', imageUrl: 'blob:http://localhost/123', color: '#00ff00' },
        },
      },
    ]);
    expect(colour!.data.image).toMatchObject({ source: 'color', color: '#ff0000', imageUrl: '' });
    expect(blob!.data.image).toMatchObject({ source: 'upload', imageUrl: '', color: '' });
  });

  it('rebuilds iframe code as the one safe iframe, and drops the URL of an iframe embed', () => {
    const [section] = prepared([
      {
        id: 'x',
        type: 'future',
        data: {
          embed: {
            embedSource: 'iframe',
            url: 'https://ignored.example',
            code: '<iframe src="https://forms.example/f" onload="steal()"></iframe><script>alert(1)</script>',
          },
          unsafe: { embedSource: 'iframe', url: '', code: '<iframe src="javascript:alert(1)"></iframe>' },
        },
      },
    ]);
    expect(section!.data.embed).toEqual({
      embedSource: 'iframe',
      url: '',
      code: '<iframe src="https://forms.example/f" title="Embedded content"></iframe>',
    });
    expect(section!.data.unsafe).toMatchObject({ code: '', url: '' });
  });

  it('passes rich text through its schema and drops empty list items', () => {
    const [section] = prepared([
      {
        ...features,
        data: {
          ...features.data,
          features: [
            ...features.data.features,
            { ...features.data.features[0]!, id: 'empty', title: '  ', body: { root: { type: 'root', children: [] } } },
            {
              ...features.data.features[0]!,
              id: 'evil',
              body: {
                root: {
                  type: 'root',
                  children: [
                    {
                      type: 'paragraph',
                      format: '',
                      children: [{ type: 'link', url: 'javascript:alert(1)', children: [] }],
                    },
                  ],
                },
              },
            },
          ],
        },
      },
    ]);
    const items = section!.data.features as Array<{ id: string; body: unknown }>;
    expect(items.map((i) => i.id)).not.toContain('empty');
    expect(JSON.stringify(items.find((i) => i.id === 'evil')!.body)).not.toContain('javascript');
  });

  it('is what buildSnapshot publishes, leaving the draft object untouched', () => {
    const section = {
      ...hero,
      data: { ...hero.data, image: { ...hero.data.image, source: 'none', imageUrl: 'https://x.example/a.png' } },
    };
    const contents = { version: 1, sections: [section] };
    const snapshot = buildSnapshot({
      site: { id: 's', name: 'S', subdomain: 's' },
      header: {},
      footer: {},
      theme: {},
      settings: {},
      pages: [{ id: 'p', name: 'Home', path: '/', type: 'page', meta: {}, options: {}, contents }],
    });
    const published = snapshot.pages[0]!.contents.sections[0] as typeof hero;
    expect(published.data.image.imageUrl).toBe('');
    expect(section.data.image.imageUrl).toBe('https://x.example/a.png');
  });
});

describe('prepareContentsForPublish and data sections', () => {
  it("keeps a data section's configuration as set: blocks without a title are not 'empty items'", () => {
    const section = SECTION_CATALOGUE.data.create({
      detail: {
        type: 'page',
        modalSize: '7xl',
        newTab: false,
        expandText: 'View more',
        collapseText: 'View less',
        fields: [],
        slugFieldId: '',
        seo: { title: '', description: '', ogImage: '' },
        layout: 'stacked',
        blocks: [
          ZDetailBlockSchema.parse({ id: 'b1', kind: 'divider' }),
          ZDetailBlockSchema.parse({ id: 'b2', kind: 'text', text: 'Hello' }),
        ],
      },
    });
    const published = prepareContentsForPublish({ version: 1, sections: [section] }) as {
      sections: Array<typeof section>;
    };
    expect(published.sections[0]!.data.detail.blocks.map((b) => b.id)).toEqual(['b1', 'b2']);
  });
});
