import { BlockStack, Card, EmptyState, InlineGrid, Text } from '@shopify/polaris';
import { useCallback, useState } from 'react';
import { ClonePortalModal } from './clone-portal-modal';
import { DeletePortalModal } from './delete-portal-modal';
import { EMPTY_PORTALS_IMAGE } from './empty-portals-image';
import { PortalCard } from './portal-card';
import type { PortalListData, PortalListItem } from './portal-list-data';
import { portalMenuActionUrl, type TPortalMenuAction } from './portal-menu-intents';
import { RenamePortalModal } from './rename-portal-modal';
import { TransferPortalModal } from './transfer-portal-modal';

/** Where a workspace's create-portal wizard lives. */
export function createPortalUrl(workspaceRouteId: number): string {
  return `/workspaces/${workspaceRouteId}/portals/create`;
}

/**
 * A workspace's portals as cards, or an empty state with Create Portal. The open dialog is
 * held here, not in the card, so it outlives a card that its own action removes (delete,
 * transfer) long enough to show the toast.
 */
export function PortalList({ data, heading }: { data: PortalListData; heading?: string }) {
  const [open, setOpen] = useState<{ portal: PortalListItem; action: TPortalMenuAction } | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const action = portalMenuActionUrl(data.workspaceRouteId);

  return (
    <BlockStack gap="400">
      {heading ? (
        <Text as="h2" variant="headingLg">
          {heading}
        </Text>
      ) : null}
      {data.portals.length === 0 ? (
        <Card>
          <EmptyState
            heading="Create your first portal"
            action={{ content: 'Create Portal', url: createPortalUrl(data.workspaceRouteId) }}
            image={EMPTY_PORTALS_IMAGE}
          >
            <p>A portal starts with built-in tables and demo data; change everything in the editor.</p>
          </EmptyState>
        </Card>
      ) : (
        <InlineGrid columns={{ xs: 1, sm: 2, lg: 3 }} gap="400">
          {data.portals.map((portal) => (
            <PortalCard key={portal.id} portal={portal} onMenu={(choice) => setOpen({ portal, action: choice })} />
          ))}
        </InlineGrid>
      )}
      {open?.action === 'rename' ? <RenamePortalModal portal={open.portal} action={action} onClose={close} /> : null}
      {open?.action === 'clone' ? <ClonePortalModal portal={open.portal} action={action} onClose={close} /> : null}
      {open?.action === 'delete' ? <DeletePortalModal portal={open.portal} action={action} onClose={close} /> : null}
      {open?.action === 'transfer' ? (
        <TransferPortalModal
          portal={open.portal}
          action={action}
          onClose={close}
          targets={data.transferTargets}
          canTransfer={data.canTransfer}
        />
      ) : null}
    </BlockStack>
  );
}
