import { useContext } from 'react';
import type { TSnapshotPage } from '@atrium/core';
import { CodeFrames } from './code/code-frames';
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
  /** A message after a form on the page (e.g. 'The record was deleted.'). */
  notice?: string;
}

/**
 * A whole portal page: theme, header, the page's sections in order, footer. Its code blocks load
 * the page's published frames unless an outer provider says otherwise (the builder's preview).
 */
export function PortalPage({ snapshot, page, currentPath, preview = false, account = null, notice }: PortalPageProps) {
  const codeFrames = useContext(CodeFrames) ?? { kind: 'published', pageId: page.id };
  return (
    <CodeFrames.Provider value={codeFrames}>
      <PortalFrame snapshot={snapshot} currentPath={currentPath} account={account}>
        {notice && (
          <div className="atrium-container atrium-notice">
            <p className="atrium-account__message atrium-account__message--success" role="status">
              {notice}
            </p>
          </div>
        )}
        {page.contents.sections.map((section, position) => (
          <RenderSection key={section.id} section={section} position={position} preview={preview} />
        ))}
      </PortalFrame>
    </CodeFrames.Provider>
  );
}
