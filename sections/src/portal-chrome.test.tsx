import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { findSnapshotPage } from '@atrium/core';
import { PortalFooter } from './footer/PortalFooter';
import { PortalHeader } from './header/PortalHeader';
import { NotFoundPage } from './NotFoundPage';
import { PortalPage } from './PortalPage';
import { htmlText } from './testing/html-text';
import { sampleSnapshot } from './testing/sample-snapshot';

describe('portal header', () => {
  it('renders nav links resolved to page paths and marks the current one', () => {
    const snapshot = sampleSnapshot();
    const html = renderToString(
      <PortalHeader header={snapshot.header} siteName="Acme Portal" pages={snapshot.pages} currentPath="/about-us" />,
    );
    expect(html).toContain('<a href="/">Home</a>');
    expect(html).toContain('<a href="/about-us" aria-current="page">About us</a>');
    expect(html).not.toContain('page-about');
    expect(htmlText(html)).toContain('Acme Portal');
  });

  it('shows the logo instead of the name when there is one', () => {
    const snapshot = sampleSnapshot({ header: { data: { logoUrl: 'https://cdn.example/logo.png' } } });
    const html = renderToString(
      <PortalHeader header={snapshot.header} siteName="Acme Portal" pages={snapshot.pages} />,
    );
    expect(html).toMatch(/<img[^>]+src="https:\/\/cdn.example\/logo.png"[^>]+alt="Acme Portal"/);
    expect(html).not.toContain('atrium-header__name');
  });

  it('opens external links in a new tab and drops links with unsafe schemes', () => {
    const snapshot = sampleSnapshot({
      header: {
        nav: [
          { _id: 'a', name: 'Docs', path: 'https://docs.example', type: 'external' },
          { _id: 'b', name: 'Evil', path: 'javascript:alert(1)', type: 'external' },
        ],
      },
    });
    const html = renderToString(<PortalHeader header={snapshot.header} siteName="Acme" pages={snapshot.pages} />);
    expect(html).toContain('<a href="https://docs.example" target="_blank" rel="noopener noreferrer">Docs</a>');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('Evil');
  });

  it('renders nothing when disabled', () => {
    const snapshot = sampleSnapshot({ header: { disabled: true } });
    expect(renderToString(<PortalHeader header={snapshot.header} siteName="Acme" pages={snapshot.pages} />)).toBe('');
  });
});

describe('portal footer', () => {
  it('shows © year and site name when no footer text is set', () => {
    const { footer } = sampleSnapshot();
    expect(htmlText(renderToString(<PortalFooter footer={footer} siteName="Acme Portal" year={2031} />))).toBe(
      '© 2031 Acme Portal',
    );
    const now = htmlText(renderToString(<PortalFooter footer={footer} siteName="Acme Portal" />));
    expect(now).toBe(`© ${new Date().getFullYear()} Acme Portal`);
  });

  it('shows description, columns with headings and links, and the footer text', () => {
    const { footer } = sampleSnapshot({
      footer: {
        description: 'Client services since 1999',
        text: 'Made in Lisbon',
        columns: [
          { category: 'Company', links: [{ title: 'About', titleUrl: '/about-us' }] },
          { category: '', links: [] },
          { category: 'Help', links: [{ title: 'Support', titleUrl: 'support.example.com' }] },
        ],
        social: { email: 'hi@acme.example' },
      },
    });
    const html = renderToString(<PortalFooter footer={footer} siteName="Acme Portal" />);
    expect(htmlText(html)).toBe('Client services since 1999 Company About Help Support Made in Lisbon Email');
    expect(html).toContain('href="/about-us"');
    expect(html).toContain('href="https://support.example.com"');
    expect(html).toContain('href="mailto:hi@acme.example"');
    expect(html.match(/atrium-footer__column"/g)).toHaveLength(2);
  });

  it('renders nothing when disabled', () => {
    const { footer } = sampleSnapshot({ footer: { disabled: true } });
    expect(renderToString(<PortalFooter footer={footer} siteName="Acme" />)).toBe('');
  });
});

describe('portal page', () => {
  it('renders theme variables, header, the sections in order and the footer', () => {
    const snapshot = sampleSnapshot();
    const page = findSnapshotPage(snapshot, '/about-us')!;
    const html = renderToString(<PortalPage snapshot={snapshot} page={page} currentPath="/about-us" />);
    expect(html).toContain('--atrium-accent:#123456');
    const text = htmlText(html);
    expect(text).toMatch(/^Acme Portal Home About us About Acme Our team © \d{4} Acme Portal$/);
    expect(html).toMatch(/<h1[^>]*>About Acme<\/h1>.*<h2[^>]*>Our team<\/h2>/);
  });

  it("renders the portal's own 404 with its header, footer and a link home", () => {
    const snapshot = sampleSnapshot();
    const html = renderToString(<NotFoundPage snapshot={snapshot} currentPath="/nope" />);
    expect(html).toContain('<h1 class="atrium-not-found__heading">Page not found</h1>');
    expect(html).toContain('<a href="/about-us">About us</a>');
    expect(html).toContain('<a class="atrium-button" href="/">Go to the home page</a>');
    expect(html).toContain('atrium-footer');
  });
});
