import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { findSnapshotPage } from '@atrium/core';
import { PortalFooter } from './footer/PortalFooter';
import { PortalHeader, type THeaderAccount } from './header/PortalHeader';
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

describe('portal header layouts, sub-links and account buttons', () => {
  const render = (header: Record<string, unknown>, account: THeaderAccount = null, currentPath?: string) => {
    const snapshot = sampleSnapshot({ header });
    return renderToString(
      <PortalHeader
        header={snapshot.header}
        siteName="Acme"
        pages={snapshot.pages}
        account={account}
        currentPath={currentPath}
      />,
    );
  };
  const group = {
    _id: 'g',
    name: 'Company',
    type: 'none',
    subnav: [
      { _id: 's1', name: 'About', path: 'page-about', type: 'page' },
      { _id: 's2', name: 'Blog', path: 'https://blog.example', type: 'external' },
    ],
  };

  it('renders each top layout with its own class (its CSS places the logo, the links and the buttons)', () => {
    for (const layout of ['globalHeader01', 'globalHeader02', 'globalHeader03']) {
      const html = render({ layout }, { signedIn: false, signupOpen: true });
      expect(html).toContain(`atrium-header--${layout}`);
      expect(html.indexOf('atrium-header__brand')).toBeLessThan(html.indexOf('atrium-header__nav'));
      expect(html.indexOf('atrium-header__nav')).toBeLessThan(html.indexOf('atrium-header__actions'));
    }
  });

  it('puts the links and the account buttons behind a Menu disclosure (details/summary), closed at first', () => {
    const html = render({}, { signedIn: false, signupOpen: true });
    expect(html).toMatch(
      /<details class="atrium-header__menu"><summary class="atrium-header__menu-button"><span class="atrium-header__menu-icon" aria-hidden="true"><\/span>Menu<\/summary><div class="atrium-header__panel"><nav class="atrium-header__nav" aria-label="Main">.*<div class="atrium-header__actions">.*Log In.*Sign Up.*<\/div><\/div><\/details>/,
    );
    expect(html.indexOf('atrium-header__brand')).toBeLessThan(html.indexOf('atrium-header__menu'));
    // The same Menu in the sidebar (it becomes a top bar on phones).
    expect(render({ styles: { nav: { placement: 'side' } } })).toMatch(
      /<div class="atrium-sidebar__body"><a class="atrium-header__brand".*<details class="atrium-header__menu">/,
    );
    // Nothing to put behind it: no Menu.
    const bare = sampleSnapshot({ header: { nav: [] } });
    expect(
      renderToString(<PortalHeader header={bare.header} siteName="Acme" pages={bare.pages} account={null} />),
    ).not.toContain('atrium-header__menu');
  });

  it('puts sub-links in a group that opens without JavaScript, open when one of them is current', () => {
    const html = render({ nav: [group] });
    expect(html).toMatch(/<details><summary>Company<\/summary><ul class="atrium-header__subnav">/);
    expect(html).toContain('<a href="/about-us">About</a>');
    expect(html).toContain('<a href="https://blog.example" target="_blank" rel="noopener noreferrer">Blog</a>');
    expect(render({ nav: [group] }, null, '/about-us')).toContain('<details open=""><summary>Company</summary>');
  });

  it('places the navigation in a collapsible sidebar, without transparency or hover colour', () => {
    const html = render({
      nav: [group],
      background: { isTransparent: true, color: '#112233' },
      styles: { nav: { placement: 'side', hoverColor: '#ff0000' } },
    });
    expect(html).toContain('atrium-header--side');
    expect(html).toMatch(/<input class="atrium-sidebar__toggle" type="checkbox"/);
    expect(html).toContain('--atrium-header-background:#112233');
    expect(html).not.toContain('#ff0000');
    // Groups are always open in the sidebar.
    expect(html).toContain('<details open="">');
  });

  it('offers Log In and Sign Up to visitors with the header texts, and no Sign Up when invite-only', () => {
    const header = { auth: { loginText: 'Sign in', signupText: 'Join' } };
    const text = htmlText(render(header, { signedIn: false, signupOpen: true }));
    expect(text).toContain('Sign in Join');
    const html = render(header, { signedIn: false, signupOpen: false });
    expect(html).toContain('href="/account/login"');
    expect(html).not.toContain('href="/account/signup"');
  });

  it('offers My Account and a Log Out form once logged in', () => {
    const html = render({}, { signedIn: true, signupOpen: true });
    expect(html).toContain('<a class="atrium-header__account" href="/account">My Account</a>');
    expect(html).toMatch(/<form class="atrium-header__logout" method="post" action="\/account\/logout">/);
    expect(html).not.toContain('/account/login');
  });

  it('shows no account buttons without user accounts or when they are hidden; the header button stays', () => {
    expect(render({})).not.toContain('atrium-header__actions');
    const button = { integration: 'url', text: 'Book a call', code: 'https://cal.example', backgroundColor: '#123456' };
    const html = render({ auth: { hideDefaultButtons: true }, button }, { signedIn: false, signupOpen: true });
    expect(html).not.toContain('/account/login');
    expect(html).toContain('Book a call');
    expect(html).toContain('--atrium-header-button-background:#123456');
    expect(render({ button: { ...button, integration: 'none' } })).not.toContain('Book a call');
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
    expect(text).toMatch(/^Acme Portal Menu Home About us About Acme Our team © \d{4} Acme Portal$/);
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
