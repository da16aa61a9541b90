import type { TSnapshotPage } from '@atrium/core';
import { PortalFrame, type TPortalDocument } from './PortalFrame';
import type { THeaderAccount } from './header/PortalHeader';
import { RenderSection } from './render-section';

export interface PortalPageProps {
  snapshot: TPortalDocument;
  page: TSnapshotPage;
  /** The canonical path being shown (marks the current nav link). */
  currentPath: string;
  /** The builder's preview: unsupported sections show a notice instead of nothing. */
  preview?: boolean;
  /** The viewer, for the header's account buttons (null without user accounts). */
  account?: THeaderAccount;
}

/** A whole portal page: theme, header, the page's sections in order, footer. */
export function PortalPage({ snapshot, page, currentPath, preview = false, account = null }: PortalPageProps) {
  return (
    <PortalFrame snapshot={snapshot} currentPath={currentPath} account={account}>
      {page.contents.sections.map((section, position) => (
        <RenderSection key={section.id} section={section} position={position} preview={preview} />
      ))}
    </PortalFrame>
  );
}
