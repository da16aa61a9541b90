import { PortalFrame, type TPortalDocument } from './PortalFrame';
import type { THeaderAccount } from './header/PortalHeader';

export const PAGE_NOT_FOUND_HEADING = 'Page not found';

export interface NotFoundPageProps {
  snapshot: TPortalDocument;
  currentPath?: string;
  account?: THeaderAccount;
}

/** The portal's own 404: its header and footer around a short notice and a way home. */
export function NotFoundPage({ snapshot, currentPath, account = null }: NotFoundPageProps) {
  return (
    <PortalFrame snapshot={snapshot} currentPath={currentPath} account={account}>
      <section className="atrium-section atrium-not-found">
        <div className="atrium-container">
          <h1 className="atrium-not-found__heading">{PAGE_NOT_FOUND_HEADING}</h1>
          <p>The page you are looking for does not exist or has moved.</p>
          <a className="atrium-button" href="/">
            Go to the home page
          </a>
        </div>
      </section>
    </PortalFrame>
  );
}
