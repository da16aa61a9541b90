import { Link, useFetcher } from '@remix-run/react';
import { Banner, BlockStack, Button, InlineStack, SkeletonBodyText } from '@shopify/polaris';
import { useEffect, useState } from 'react';
import type { PageAccess, PageAccessRemoval } from './page-access';
import { PageAccessDialog } from './page-access-dialog';
import { PageAccessList } from './page-access-list';
import { RemovePageAccessModal } from './remove-page-access-modal';
import { useApiFetcher } from './use-json-fetcher';

/**
 * The Page Rules tab (spec doc 3 §2.5, §4.2; doc 1 §4): who can view this page: its groups and
 * the rules that cover it, each removable ('Remove rule' first), and Add Rule, which opens the
 * page access dialog. Without user accounts it points to their set-up.
 */
export function PageRulesTab({ siteId, pageId, pageName }: { siteId: string; pageId: string; pageName: string }) {
  const loader = useFetcher<PageAccess>();
  const endpoint = `/api/apps/${siteId}/pages/${pageId}/access`;
  const reload = () => loader.load(endpoint);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PageAccessRemoval | null>(null);
  useEffect(() => {
    if (loader.state === 'idle' && !loader.data) loader.load(endpoint);
  }, [loader, endpoint]);
  const groups = useApiFetcher(() => {
    setRemoving(null);
    reload();
  });
  const rules = useApiFetcher(() => {
    setRemoving(null);
    reload();
  });

  const data = loader.data;
  if (!data) return <SkeletonBodyText lines={3} />;
  if ('ok' in data) return <Banner tone="critical">{data.error}</Banner>;
  if (!data.configured) {
    return (
      <Banner tone="info">
        <p>{data.message}</p>
        <p>
          <Link to={`/edit/${siteId}/users/setup`}>Set up user accounts</Link>
        </p>
      </Banner>
    );
  }
  const remove = (removal: PageAccessRemoval) =>
    removal.kind === 'group'
      ? groups.send(`/api/apps/${siteId}/pages/${pageId}/access`, 'PUT', {
          groups: data.pageGroups.filter((g) => g !== removal.id),
        })
      : rules.send(
          `/api/apps/${siteId}/access-rules/${removal.rule._id}?pageId=${encodeURIComponent(pageId)}`,
          'DELETE',
        );

  return (
    <BlockStack gap="300">
      <PageAccessList access={data} onRemove={setRemoving} />
      <InlineStack>
        <Button onClick={() => setAdding(true)}>Add Rule</Button>
      </InlineStack>
      {adding && (
        <PageAccessDialog
          siteId={siteId}
          pageId={pageId}
          pageName={pageName}
          access={data}
          onClose={() => setAdding(false)}
          onChanged={() => {
            setAdding(false);
            reload();
          }}
        />
      )}
      {removing && (
        <RemovePageAccessModal
          removal={removing}
          busy={groups.busy || rules.busy}
          onRemove={() => remove(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </BlockStack>
  );
}
