import { canonicalRequestPath, emptyPageContents, toSnapshotPage, type TSnapshotPage } from '@atrium/core';
import { PortalFrame, PortalPage, type TPortalDocument } from '@atrium/sections';
import { useMemo, type MouseEvent } from 'react';
import { TUTORIALS_URL } from '../../workspaces/tutorials-url';
import type { EditorData } from '../load-editor.server';

export const EMPTY_PAGE_MESSAGE = 'Your page is empty - Start by adding a section to your page';

interface PagePreviewProps {
  data: EditorData;
  onSelectPage: (pageId: string) => void;
}

/**
 * The live preview: the drafts rendered by the same `sections` components as the portal host.
 * Links inside it never leave the editor: a link to one of the portal's pages selects that page
 * (client-side), an external link opens in a new tab.
 */
export function PagePreview({ data, onSelectPage }: PagePreviewProps) {
  const { document, page } = useMemo(() => {
    const empty = emptyPageContents();
    const pages: TSnapshotPage[] = data.pages.map((p) =>
      toSnapshotPage({ ...p, contents: p.id === data.page.id ? data.page.contents : empty }),
    );
    const doc: TPortalDocument = {
      site: data.site,
      header: data.draft.header,
      footer: data.draft.footer,
      theme: data.draft.theme,
      pages,
    };
    return { document: doc, page: pages.find((p) => p.id === data.page.id)! };
  }, [data]);

  function onClickCapture(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as Element).closest('a');
    if (!anchor) return;
    event.preventDefault();
    const href = anchor.getAttribute('href') ?? '';
    if (href.startsWith('/')) {
      const path = canonicalRequestPath(href.split(/[?#]/)[0] ?? '/');
      const target = data.pages.find((p) => p.path === path && p.type === 'page');
      if (target) onSelectPage(target.id);
    } else if (/^https?:\/\//i.test(href)) {
      window.open(href, '_blank', 'noopener,noreferrer');
    }
  }

  const isEmpty = page.contents.sections.length === 0;
  return (
    <div className="atrium-editor__preview" onClickCapture={onClickCapture}>
      {isEmpty ? (
        <PortalFrame snapshot={document} currentPath={page.path}>
          <div className="atrium-editor__empty" role="status">
            <p>{EMPTY_PAGE_MESSAGE}</p>
            {/* The Add Section flow arrives with the section editor. */}
            <p>
              <a href={TUTORIALS_URL} target="_blank" rel="noopener noreferrer">
                Learn More
              </a>
            </p>
          </div>
        </PortalFrame>
      ) : (
        <PortalPage snapshot={document} page={page} currentPath={page.path} preview />
      )}
    </div>
  );
}
