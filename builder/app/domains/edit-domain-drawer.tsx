import { DOMAIN_MESSAGES, PUBLISH_NEEDS_VERIFICATION_MESSAGE } from '@atrium/core';
import { useFetcher } from '@remix-run/react';
import { Banner, Button, SkeletonBodyText, Text } from '@shopify/polaris';
import { XIcon } from '@shopify/polaris-icons';
import { useEffect, useRef, useState } from 'react';
import type { ActionRefusal } from '../lib/form-results';
import { HelpLink } from '../help/help-link';
import { CustomDomainCard } from './custom-domain-card';
import { domainsApiUrl } from './domain-intents';
import type { DomainsData } from './domains-data.server';
import { SubdomainCard } from './subdomain-card';

/**
 * The Edit Domain settings drawer (spec doc 1 §2 "Domain screens"): the free-subdomain card and
 * the Custom Domain card. Builders who may not change domains see why: the 'Workspace Owner Not
 * Verified' notice (doc 1 §6), or their own email to verify. `onChanged` runs after every change,
 * so the editor's domain bar and Preview Portal follow the new Site URL.
 */
export function EditDomainDrawer({
  siteId,
  onChanged,
  onClose,
}: {
  siteId: string;
  onChanged: () => void;
  onClose: () => void;
}) {
  const loader = useFetcher<DomainsData | ActionRefusal>();
  const [data, setData] = useState<DomainsData | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { load } = loader;
  useEffect(() => load(domainsApiUrl(siteId)), [load, siteId]);
  useEffect(() => {
    if (loader.data?.ok) setData(loader.data);
  }, [loader.data]);
  const update = (next: DomainsData) => {
    setData(next);
    onChanged();
  };
  const failed = loader.state === 'idle' && loader.data && !loader.data.ok ? loader.data.error : undefined;

  return (
    <aside
      className="atrium-block-drawer"
      aria-labelledby="atrium-domain-drawer-title"
      // Escape in one of the cards' modals (portalled elsewhere in the page) closes only the modal.
      onKeyDown={(e) => e.key === 'Escape' && e.currentTarget.contains(e.target as Node) && onClose()}
    >
      <div className="atrium-block-drawer__header">
        <h2 id="atrium-domain-drawer-title" tabIndex={-1} ref={headingRef}>
          Edit Domain
        </h2>
        <Button icon={XIcon} variant="tertiary" accessibilityLabel="Close the domain settings" onClick={onClose} />
      </div>
      <div className="atrium-block-drawer__body">
        {failed && (
          <Banner tone="critical" title="The domain settings could not be loaded">
            <Text as="p">{failed}</Text>
          </Banner>
        )}
        {!data && !failed && <SkeletonBodyText lines={6} />}
        {data?.permission === 'owner-unverified' && (
          <Banner tone="warning" title={DOMAIN_MESSAGES.ownerNotVerifiedTitle}>
            <Text as="p">{DOMAIN_MESSAGES.ownerNotVerified}</Text>
          </Banner>
        )}
        {data?.permission === 'unverified' && (
          <Banner tone="warning" title={PUBLISH_NEEDS_VERIFICATION_MESSAGE}>
            <Text as="p">Verify your email address to change this portal&apos;s domains.</Text>
          </Banner>
        )}
        {data && (
          <>
            <SubdomainCard siteId={siteId} data={data} onSaved={update} />
            <CustomDomainCard siteId={siteId} data={data} onChange={update} />
            <HelpLink slug="publishing-and-domains" anchor="domains">
              Learn more about publishing and domains
            </HelpLink>
          </>
        )}
      </div>
    </aside>
  );
}
