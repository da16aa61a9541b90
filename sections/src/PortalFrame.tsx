import type { ReactNode } from 'react';
import { themeCssVariables, type TSnapshot } from '@atrium/core';
import { customProperties } from './css-values';
import { PortalFooter } from './footer/PortalFooter';
import { PortalHeader } from './header/PortalHeader';

/**
 * What the portal chrome needs from a snapshot. The builder's preview passes its drafts in
 * the same shape, so preview and portal render identically.
 */
export type TPortalDocument = Pick<TSnapshot, 'site' | 'header' | 'footer' | 'theme' | 'pages'>;

export interface PortalFrameProps {
  snapshot: TPortalDocument;
  currentPath?: string;
  children: ReactNode;
}

/** The theme's variables on a wrapper, then header, the page's main content and footer. */
export function PortalFrame({ snapshot, currentPath, children }: PortalFrameProps) {
  return (
    <div className="atrium-portal" style={customProperties(themeCssVariables(snapshot.theme))}>
      <PortalHeader
        header={snapshot.header}
        siteName={snapshot.site.name}
        pages={snapshot.pages}
        currentPath={currentPath}
      />
      <main className="atrium-main">{children}</main>
      <PortalFooter footer={snapshot.footer} siteName={snapshot.site.name} logoUrl={snapshot.header.data.logoUrl} />
    </div>
  );
}
