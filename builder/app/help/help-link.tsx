import { Link } from '@shopify/polaris';
import type { ReactNode } from 'react';
import { helpUrl, type HelpSlug } from './help-url';

/**
 * A contextual 'Learn more' link to a page of the shipped guide. It opens in a new tab, so the
 * dialog or screen the builder is deciding in stays as it was.
 */
export function HelpLink({ slug, anchor, children }: { slug: HelpSlug; anchor?: string; children: ReactNode }) {
  return (
    <Link url={helpUrl(slug, anchor)} target="_blank">
      {children}
    </Link>
  );
}
