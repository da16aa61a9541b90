import type { TFooter } from '@atrium/core';
import { backgroundStyle } from '../css-values';
import { safeHref } from '@atrium/core';
import { textStyle } from '../text-style';

export interface PortalFooterProps {
  footer: TFooter;
  siteName: string;
  /** The header's logo, shown in the footer when `footer.logo.show` is on. */
  logoUrl?: string;
  /** The year in the default copyright line; the current year unless given. */
  year?: number;
}

const SOCIAL_LINKS: Array<{ key: keyof TFooter['social']; label: string; href: (value: string) => string }> = [
  { key: 'instagramUrl', label: 'Instagram', href: (v) => v },
  { key: 'twitterUrl', label: 'X (Twitter)', href: (v) => v },
  { key: 'facebookUrl', label: 'Facebook', href: (v) => v },
  { key: 'linkedinUrl', label: 'LinkedIn', href: (v) => v },
  { key: 'youtubeUrl', label: 'YouTube', href: (v) => v },
  { key: 'spotifyUrl', label: 'Spotify', href: (v) => v },
  { key: 'whatsAppUrl', label: 'WhatsApp', href: (v) => v },
  { key: 'email', label: 'Email', href: (v) => `mailto:${v}` },
  { key: 'phoneNumber', label: 'Phone', href: (v) => `tel:${v.replace(/[^\d+]/g, '')}` },
];

/** The default footer line when the builder wrote none. */
export function defaultFooterText(siteName: string, year: number): string {
  return `© ${year} ${siteName}`;
}

/**
 * The portal footer, layout globalFooter03: description (and logo) beside up to three link
 * columns, then social links and the footer text. Other layouts render the same way for now.
 */
export function PortalFooter({ footer, siteName, logoUrl, year = new Date().getFullYear() }: PortalFooterProps) {
  if (footer.disabled) return null;
  const headingStyle = textStyle(footer.textSettings.heading);
  const linkStyle = textStyle(footer.textSettings.links);
  const columns = footer.columns
    .slice(0, 3)
    .map((column) => ({
      heading: column.category.trim(),
      links: column.links.flatMap((link) => {
        const href = safeHref(link.titleUrl);
        return link.title.trim() !== '' && href ? [{ title: link.title, href }] : [];
      }),
    }))
    .filter((column) => column.heading !== '' || column.links.length > 0);
  const social = SOCIAL_LINKS.flatMap(({ key, label, href }) => {
    const value = footer.social[key].trim();
    const safe = value === '' ? undefined : safeHref(href(value));
    return safe ? [{ key, label, href: safe }] : [];
  });
  const logoSrc = footer.logo.show && logoUrl ? safeHref(logoUrl) : undefined;
  const description = footer.description.trim();
  const text = footer.text.trim() || defaultFooterText(siteName, year);

  return (
    <footer className={`atrium-footer atrium-footer--${footer.layout}`} style={backgroundStyle(footer.background)}>
      <div className="atrium-container">
        {(logoSrc || description !== '' || columns.length > 0) && (
          <div className="atrium-footer__top">
            {(logoSrc || description !== '') && (
              <div className="atrium-footer__about">
                {logoSrc && (
                  <img
                    className="atrium-footer__logo"
                    src={logoSrc}
                    alt={siteName}
                    style={{ height: `${footer.logo.height}px` }}
                  />
                )}
                {description !== '' && <p className="atrium-footer__description">{description}</p>}
              </div>
            )}
            {columns.length > 0 && (
              <div className="atrium-footer__columns">
                {columns.map((column, index) => (
                  <div className="atrium-footer__column" key={index}>
                    {column.heading !== '' && (
                      <h2 className="atrium-footer__heading" style={headingStyle}>
                        {column.heading}
                      </h2>
                    )}
                    {column.links.length > 0 && (
                      <ul>
                        {column.links.map((link, linkIndex) => (
                          <li key={linkIndex}>
                            <a href={link.href} style={linkStyle}>
                              {link.title}
                            </a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                ))}
              </div>
            )}
          </div>
        )}
        <div className="atrium-footer__bottom">
          <p className="atrium-footer__text">{text}</p>
          {social.length > 0 && (
            <ul className="atrium-footer__social" aria-label="Social links">
              {social.map((link) => (
                <li key={link.key}>
                  <a href={link.href} style={linkStyle} rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </footer>
  );
}
