import { safeHref } from '@atrium/core';
import { Button, Icon } from '@shopify/polaris';
import { EditIcon, GlobeIcon, InfoIcon, LockIcon } from '@shopify/polaris-icons';
import type { ReactNode } from 'react';
import { pageLabel } from '../editor-state';
import type { EditorData } from '../load-editor.server';

interface BrowserFrameProps {
  data: EditorData;
  /** The live document's favicon (follows Branding at once). */
  faviconUrl: string;
  onFaviconInfo: () => void;
  /** Opens the Edit Domain drawer. */
  onEditDomain: () => void;
  children: ReactNode;
}

/**
 * A browser-like window around the preview (spec doc 1 §2): the favicon and '{page} | {site}'
 * in the tab, the portal's address (its Site URL) in the domain bar with an edit button that
 * opens the Edit Domain drawer, and an info button about where the favicon is set.
 */
export function BrowserFrame({ data, faviconUrl, onFaviconInfo, onEditDomain, children }: BrowserFrameProps) {
  const favicon = faviconUrl.trim();
  const faviconSrc = favicon ? safeHref(favicon) : undefined;
  const title = `${pageLabel(data.page)} | ${data.site.name}`;

  return (
    <section className="atrium-browser" aria-label="Page preview">
      <div className="atrium-browser__chrome">
        <div className="atrium-browser__tabs">
          <span className="atrium-browser__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <div className="atrium-browser__tab" title={title}>
            {faviconSrc ? (
              <img className="atrium-browser__favicon" src={faviconSrc} alt="" width={16} height={16} />
            ) : (
              <span className="atrium-browser__favicon" aria-hidden="true">
                <Icon source={GlobeIcon} tone="subdued" />
              </span>
            )}
            <span className="atrium-browser__title" data-testid="browser-tab-title">
              {title}
            </span>
          </div>
          <Button
            variant="tertiary"
            size="slim"
            icon={InfoIcon}
            onClick={onFaviconInfo}
            accessibilityLabel="About the favicon"
          />
        </div>
        <div className="atrium-browser__toolbar">
          <div className="atrium-browser__address">
            <span className="atrium-browser__lock" aria-hidden="true">
              <Icon source={LockIcon} tone="subdued" />
            </span>
            <span className="atrium-browser__url" data-testid="browser-address">
              {data.portal.host}
              {data.page.path}
            </span>
            <Button
              variant="tertiary"
              size="slim"
              icon={EditIcon}
              onClick={onEditDomain}
              accessibilityLabel="Edit domain"
            />
          </div>
        </div>
      </div>
      <div className="atrium-browser__viewport">{children}</div>
    </section>
  );
}
