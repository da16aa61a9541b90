import { canonicalRequestPath, resolveNavLinks, type THeader, type TSnapshotPage } from '@atrium/core';
import { cssColor, customProperties, fontSize, fontWeight } from '../css-values';
import { safeHref } from '@atrium/core';

export interface PortalHeaderProps {
  header: THeader;
  siteName: string;
  /** The portal's pages, to resolve page links to their current paths. */
  pages: TSnapshotPage[];
  /** The canonical path being shown; its link is marked as the current page. */
  currentPath?: string;
}

/**
 * The portal header, layout globalHeader01: the logo (or the site name) on the left, the
 * navigation on the right. Side placement, sub-navigation and account buttons arrive with
 * end-user accounts; until then every layout renders this way.
 */
export function PortalHeader({ header, siteName, pages, currentPath }: PortalHeaderProps) {
  if (header.disabled) return null;
  const links = resolveNavLinks({ header, pages });
  const nav = header.styles.nav;
  const style = customProperties({
    '--atrium-header-background': header.background.isTransparent ? 'transparent' : cssColor(header.background.color),
    '--atrium-nav-color': cssColor(nav.color),
    '--atrium-nav-hover-color': cssColor(nav.hoverColor),
    '--atrium-nav-font-size': fontSize(nav.fontSize),
    '--atrium-nav-font-weight': fontWeight(nav.fontWeight)?.toString(),
  });
  const logoUrl = header.data.logoUrl.trim();
  const logoSrc = logoUrl === '' ? undefined : safeHref(logoUrl);

  return (
    <header className={`atrium-header atrium-header--${header.layout}`} style={style}>
      <div className="atrium-container atrium-header__inner">
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
        {links.length > 0 && (
          <nav className="atrium-header__nav" aria-label="Main">
            <ul>
              {links.map((link) => {
                const href = safeHref(link.href);
                if (!href) return null;
                const current =
                  !link.external && currentPath !== undefined && canonicalRequestPath(href) === currentPath;
                return (
                  <li key={link.id}>
                    <a
                      href={href}
                      aria-current={current ? 'page' : undefined}
                      {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      {link.name}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
