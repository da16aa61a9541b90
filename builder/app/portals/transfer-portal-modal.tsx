import { useInputControl } from '@conform-to/react';
import { PORTAL_MESSAGES } from '@atrium/core';
import { Banner, Select, Text } from '@shopify/polaris';
import type { TransferTarget } from './portal-list-data';
import { ZTransferPortalIntent } from './portal-menu-intents';
import { PortalMenuDialog, type PortalMenuModalProps } from './portal-menu-dialog';
import { useDialogForm } from '../components/use-dialog-form';

/**
 * Transfer portal to another of the builder's workspaces (never the current one). Only the
 * workspace owner may; collaborators are told so. Not possible while the portal has an active
 * subscription, nor when there is no other workspace.
 */
export function TransferPortalModal({
  portal,
  action,
  onClose,
  targets,
  canTransfer,
}: PortalMenuModalProps & { targets: TransferTarget[]; canTransfer: boolean }) {
  const menu = useDialogForm({
    id: `transfer-portal-${portal.id}`,
    schema: ZTransferPortalIntent,
    defaultValue: { intent: 'transfer', siteId: portal.id, workspaceId: '' },
    action,
    onDone: onClose,
  });
  const { fields } = menu;
  const workspaceId = useInputControl(fields.workspaceId);
  const blocked = !canTransfer || portal.hasActiveSubscription || targets.length === 0;
  return (
    <PortalMenuDialog
      menu={menu}
      portal={portal}
      intent="transfer"
      action={action}
      title="Transfer portal"
      primaryAction={{ content: 'Transfer', disabled: blocked }}
      onClose={onClose}
    >
      {!canTransfer ? (
        <Banner tone="info">
          <Text as="p">{PORTAL_MESSAGES.transferOwnerOnly}</Text>
        </Banner>
      ) : null}
      {portal.hasActiveSubscription ? (
        <Banner tone="warning">
          <Text as="p">{PORTAL_MESSAGES.activeSubscription}</Text>
        </Banner>
      ) : null}
      {targets.length === 0 ? (
        <Text as="p" tone="subdued">
          {PORTAL_MESSAGES.noTransferTargets}
        </Text>
      ) : (
        <Select
          label="Workspace"
          helpText={`Move ${portal.name} and everything in it to another workspace.`}
          name={fields.workspaceId.name}
          options={[
            { label: 'Select a workspace', value: '' },
            ...targets.map((t) => ({ label: t.name, value: String(t.routeId) })),
          ]}
          value={typeof workspaceId.value === 'string' ? workspaceId.value : ''}
          onChange={workspaceId.change}
          onBlur={workspaceId.blur}
          error={fields.workspaceId.errors?.[0]}
          disabled={!canTransfer || portal.hasActiveSubscription}
        />
      )}
    </PortalMenuDialog>
  );
}
