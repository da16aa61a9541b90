import { richTextFromPlain } from '../../rich-text/rich-text';

/**
 * Small builders for the marketing sections templates share (plain section documents as the
 * catalogue stores them), so each template file reads as its content. Data sections are written
 * out in full in each template: they are what differs.
 */
export function heroSection(data: { strapline: string; heading: string; description: string; cta?: [string, string] }) {
  return {
    id: 'hero',
    type: 'hero' as const,
    sectionName: 'hero01' as const,
    data: {
      strapline: data.strapline,
      heading: data.heading,
      description: data.description,
      image: { source: 'gradient' as const, gradient: 3, height: 120 },
      button: data.cta
        ? { integration: 'url' as const, text: data.cta[0], code: data.cta[1], openInNewTab: false }
        : { integration: 'none' as const },
    },
  };
}

export function featureSection(heading: string, items: Array<[title: string, body: string, icon: string]>) {
  return {
    id: 'features',
    type: 'feature' as const,
    data: {
      strapline: '',
      heading,
      features: items.map(([title, body, icon]) => ({
        title,
        body: richTextFromPlain(body),
        image: { type: 'icon' as const, src: icon },
      })),
    },
  };
}

export function faqSection(heading: string, faqs: Array<[question: string, answer: string]>) {
  return {
    id: 'faq',
    type: 'faq' as const,
    data: { heading, faqs: faqs.map(([question, answer]) => ({ question, answer })) },
  };
}

/** The sentence every template's footer carries: its records are samples to replace. */
export const SAMPLE_DATA_NOTE = 'The records in this portal are sample data from its template: edit or replace them.';

/** A template field id from a short name: `fld` + the name padded with zeros to 14 characters. */
export function fid(name: string): string {
  if (!/^[a-z0-9]{1,14}$/.test(name)) throw new Error(`Field id names are 1-14 lower-case letters or digits: ${name}`);
  return `fld${name.padEnd(14, '0')}`;
}

/** A footer with up to three columns of links and the sample-data note. */
export function footerWith(columns: Array<[category: string, links: Array<[title: string, url: string]>]>) {
  return {
    description: SAMPLE_DATA_NOTE,
    columns: columns.map(([category, links]) => ({
      category,
      links: links.map(([title, titleUrl]) => ({ title, titleUrl })),
    })),
  };
}
