import { Text } from '@shopify/polaris';
import { PortalMenuDialog, type PortalMenuModalProps } from './portal-menu-dialog';
import { ZDeletePortalIntent } from './portal-menu-intents';
import { useDialogForm } from '../components/use-dialog-form';

/** Delete portal: a destructive confirmation naming the portal; removes everything it has. */
export function DeletePortalModal({ portal, action, onClose }: PortalMenuModalProps) {
  const menu = useDialogForm({
    id: `delete-portal-${portal.id}`,
    schema: ZDeletePortalIntent,
    defaultValue: { intent: 'delete', siteId: portal.id },
    action,
    onDone: onClose,
  });
  return (
    <PortalMenuDialog
      menu={menu}
      portal={portal}
      intent="delete"
      action={action}
      title={`Delete ${portal.name}?`}
      primaryAction={{ content: 'Delete portal', destructive: true }}
      onClose={onClose}
    >
      <Text as="p">
        {`${portal.name} will be deleted with all its pages, drafts and published versions, and ${portal.subdomain} stops serving it. This cannot be undone.`}
      </Text>
    </PortalMenuDialog>
  );
}
