import { createContext, useContext, type ReactNode } from 'react';
import {
  themeCssVariables,
  themeFontFaceCss,
  themeFontPreloadUrls,
  type TSnapshot,
  type ThemeFontChoice,
} from '@atrium/core';
import { customProperties } from './css-values';
import { PortalFooter } from './footer/PortalFooter';
import { PortalHeader, type THeaderAccount } from './header/PortalHeader';

/**
 * What the portal chrome needs from a snapshot. The builder's preview passes its drafts in
 * the same shape, so preview and portal render identically.
 */
export type TPortalDocument = Pick<TSnapshot, 'site' | 'header' | 'footer' | 'theme' | 'pages'>;

export interface PortalFrameProps {
  snapshot: TPortalDocument;
  currentPath?: string;
  /** The viewer, for the header's account buttons; null (default) on portals without accounts. */
  account?: THeaderAccount;
  /**
   * Shown inside another page (the builder's preview): its content is not that page's main
   * landmark, so it sits in a div (one main per page, none inside another landmark).
   */
  embedded?: boolean;
  children: ReactNode;
}

/**
 * Where the theme's @font-face rules go. 'frame' (default): PortalFrame renders them itself,
 * so the builder's live preview follows font changes as they are made. 'document-head': the
 * page's document already has them in its head (the portal host, with ThemeFontHead), so
 * the frame adds nothing.
 */
export const ThemeFontPlacement = createContext<'frame' | 'document-head'>('frame');

/** The theme's variables on a wrapper, then header, the page's main content and footer. */
export function PortalFrame({ snapshot, currentPath, account = null, embedded = false, children }: PortalFrameProps) {
  const fontPlacement = useContext(ThemeFontPlacement);
  const side = !snapshot.header.disabled && snapshot.header.styles.nav.placement === 'side';
  const body = (
    <>
      {embedded ? <div className="atrium-main">{children}</div> : <main className="atrium-main">{children}</main>}
      <PortalFooter footer={snapshot.footer} siteName={snapshot.site.name} logoUrl={snapshot.header.data.logoUrl} />
    </>
  );
  return (
    <div
      className={side ? 'atrium-portal atrium-portal--side' : 'atrium-portal'}
      style={customProperties(themeCssVariables(snapshot.theme))}
    >
      {fontPlacement === 'frame' ? <ThemeFontFaces theme={snapshot.theme} /> : null}
      <PortalHeader
        header={snapshot.header}
        siteName={snapshot.site.name}
        pages={snapshot.pages}
        currentPath={currentPath}
        account={account}
      />
      {side ? <div className="atrium-portal__content">{body}</div> : body}
    </div>
  );
}

/**
 * The @font-face rules of the theme's heading and paragraph fonts, self-hosted under /fonts/.
 * Set as HTML because React would escape the quotes in text children; the CSS is built only
 * from the fixed font list (core/src/theme/fonts.ts), never from what a builder typed.
 */
export function ThemeFontFaces({ theme }: { theme: ThemeFontChoice }) {
  const css = themeFontFaceCss(theme);
  if (!css || /<\/?style/i.test(css)) return null;
  return <style data-atrium-fonts="" dangerouslySetInnerHTML={{ __html: css }} />;
}

/**
 * For a document head: preloads of each used family's regular weight, then its @font-face
 * rules, so the page needs no request besides itself and the font files.
 */
export function ThemeFontHead({ theme }: { theme: ThemeFontChoice }) {
  return (
    <>
      {themeFontPreloadUrls(theme).map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      <ThemeFontFaces theme={theme} />
    </>
  );
}
