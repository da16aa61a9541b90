import {
  ACCOUNT_PATH,
  LOGIN_PATH,
  SIGNUP_PATH,
  canonicalRequestPath,
  resolveNavLinks,
  safeHref,
  type NavPage,
  type ResolvedNavLink,
  type THeader,
} from '@atrium/core';
import type { ReactNode } from 'react';
import { cssColor, customProperties, fontSize, fontWeight } from '../css-values';

/**
 * The viewer as the header's account buttons see them; null when the portal has no user
 * accounts (then there are no account buttons at all).
 */
export type THeaderAccount = { signedIn: boolean; signupOpen: boolean } | null;

export interface PortalHeaderProps {
  header: THeader;
  siteName: string;
  /** The portal's pages, to resolve page links to their current paths. */
  pages: readonly NavPage[];
  /** The canonical path being shown; its link is marked as the current page. */
  currentPath?: string;
  account?: THeaderAccount;
}

/**
 * The portal header. Top placement has three layouts: globalHeader01 (logo left, links right),
 * globalHeader02 (links beside the logo, buttons right) and globalHeader03 (logo centred, links
 * below). Side placement is a sidebar of 300 px that collapses to 40 px with a checkbox, so it
 * works without JavaScript, as do the sub-link groups (details/summary) and the Menu that holds
 * the links and buttons on phones (HeaderMenu).
 */
export function PortalHeader({ header, siteName, pages, currentPath, account = null }: PortalHeaderProps) {
  if (header.disabled) return null;
  const links = resolveNavLinks(header, pages);
  const nav = header.styles.nav;
  const side = nav.placement === 'side';
  const style = customProperties({
    '--atrium-header-background':
      header.background.isTransparent && !side ? 'transparent' : cssColor(header.background.color),
    '--atrium-nav-color': cssColor(nav.color),
    '--atrium-nav-hover-color': side ? undefined : cssColor(nav.hoverColor),
    '--atrium-nav-font-size': fontSize(nav.fontSize),
    '--atrium-nav-font-weight': fontWeight(nav.fontWeight)?.toString(),
    '--atrium-dropdown-background': cssColor(nav.dropdown.background.color),
    '--atrium-dropdown-color': cssColor(nav.dropdown.text.color),
    '--atrium-dropdown-hover-color': cssColor(nav.dropdown.hover.color),
  });
  const isCurrent = (link: ResolvedNavLink) =>
    link.href !== null &&
    !link.external &&
    currentPath !== undefined &&
    canonicalRequestPath(link.href) === currentPath;
  const brand = <Brand header={header} siteName={siteName} />;
  const navigation = links.length > 0 && <HeaderNav links={links} isCurrent={isCurrent} side={side} />;
  const actions = headerActions(header, account);
  const menu = (navigation || actions) && (
    <HeaderMenu>
      {navigation}
      {actions}
    </HeaderMenu>
  );

  if (side) {
    return (
      <header className="atrium-header atrium-header--side" style={style}>
        <input
          className="atrium-sidebar__toggle"
          type="checkbox"
          id="atrium-sidebar-collapsed"
          aria-label="Collapse the sidebar"
        />
        <label className="atrium-sidebar__toggle-label" htmlFor="atrium-sidebar-collapsed" title="Collapse or expand">
          <span aria-hidden="true">‹</span>
        </label>
        <div className="atrium-sidebar__body">
          {brand}
          {menu}
        </div>
      </header>
    );
  }
  // globalHeader03 puts the logo in the middle above the links with its CSS grid.
  return (
    <header className={`atrium-header atrium-header--${header.layout}`} style={style}>
      <div className="atrium-container atrium-header__inner">
        {brand}
        {menu}
      </div>
    </header>
  );
}

/**
 * The links and buttons behind a Menu disclosure on narrow screens (ADR 048): a details element,
 * so it opens with a click, a tap, Enter or Space and no JavaScript. On wider screens the CSS
 * lays its contents out in the header (`::details-content` and `display: contents`), as if the
 * disclosure were not there.
 */
function HeaderMenu({ children }: { children: ReactNode }) {
  return (
    <details className="atrium-header__menu">
      <summary className="atrium-header__menu-button">
        <span className="atrium-header__menu-icon" aria-hidden="true" />
        Menu
      </summary>
      <div className="atrium-header__panel">{children}</div>
    </details>
  );
}

function Brand({ header, siteName }: { header: THeader; siteName: string }) {
  const logoUrl = header.data.logoUrl.trim();
  const logoSrc = logoUrl === '' ? undefined : safeHref(logoUrl);
  return (
    <a className="atrium-header__brand" href="/">
      {logoSrc ? (
        <img
          className="atrium-header__logo"
          src={logoSrc}
          alt={siteName}
          style={{ height: `${header.styles.logo.height}px` }}
        />
      ) : (
        <span className="atrium-header__name">{siteName}</span>
      )}
    </a>
  );
}

function NavAnchor({ link, current }: { link: ResolvedNavLink & { href: string }; current: boolean }) {
  return (
    <a
      href={link.href}
      aria-current={current ? 'page' : undefined}
      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {link.name}
    </a>
  );
}

function HeaderNav({
  links,
  isCurrent,
  side,
}: {
  links: ResolvedNavLink[];
  isCurrent: (link: ResolvedNavLink) => boolean;
  side: boolean;
}) {
  return (
    <nav className="atrium-header__nav" aria-label="Main">
      <ul>
        {links.map((link) => {
          const own =
            link.href !== null ? <NavAnchor link={{ ...link, href: link.href }} current={isCurrent(link)} /> : null;
          if (link.children.length === 0) return <li key={link.id}>{own}</li>;
          const children = (
            <ul className="atrium-header__subnav">
              {link.children.map((child) =>
                child.href === null ? null : (
                  <li key={child.id}>
                    <NavAnchor link={{ ...child, href: child.href }} current={isCurrent(child)} />
                  </li>
                ),
              )}
            </ul>
          );
          const open = side || link.children.some(isCurrent);
          return (
            <li key={link.id} className="atrium-header__group">
              <details open={open || undefined}>
                <summary>{link.name}</summary>
                {own && link.href !== null ? (
                  <ul className="atrium-header__subnav">
                    <li>
                      <NavAnchor link={{ ...link, href: link.href }} current={isCurrent(link)} />
                    </li>
                  </ul>
                ) : null}
                {children}
              </details>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The header button and the account buttons: Log In and Sign Up for visitors (Sign Up only when
 * anyone may sign up), My Account and Log Out (a POST form) once logged in. 'Hide the default
 * buttons' removes the account buttons, not the header button.
 */
function headerActions(header: THeader, account: THeaderAccount): ReactNode {
  const buttonHref = header.button.integration !== 'none' ? safeHref(header.button.code) : undefined;
  const headerButton =
    buttonHref && header.button.text.trim() ? (
      <a
        className="atrium-header__button"
        href={buttonHref}
        style={customProperties({
          '--atrium-header-button-background': cssColor(header.button.backgroundColor),
          '--atrium-header-button-color': cssColor(header.button.fontColor),
        })}
        {...(buttonHref.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {header.button.text}
      </a>
    ) : null;
  const showAccount = account !== null && !header.auth.hideDefaultButtons;
  if (!headerButton && !showAccount) return null;
  return (
    <div className="atrium-header__actions">
      {headerButton}
      {showAccount && account.signedIn ? (
        <>
          <a className="atrium-header__account" href={ACCOUNT_PATH}>
            My Account
          </a>
          <form className="atrium-header__logout" method="post" action="/account/logout">
            <button type="submit" className="atrium-header__account">
              Log Out
            </button>
          </form>
        </>
      ) : null}
      {showAccount && !account.signedIn ? (
        <>
          <a className="atrium-header__account" href={LOGIN_PATH}>
            {header.auth.loginText || 'Log In'}
          </a>
          {account.signupOpen ? (
            <a className="atrium-header__account atrium-header__account--primary" href={SIGNUP_PATH}>
              {header.auth.signupText || 'Sign Up'}
            </a>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
