import { Text } from '@shopify/polaris';
import { FormTextField } from '../components/form-text-field';
import { PortalMenuDialog, type PortalMenuModalProps } from './portal-menu-dialog';
import { ZClonePortalIntent } from './portal-menu-intents';
import { useDialogForm } from '../components/use-dialog-form';

/**
 * Clone portal: a copy of the pages, drafts and settings under a new name (default
 * "{name} copy") and a new free subdomain; the toast names the new portal.
 */
export function ClonePortalModal({ portal, action, onClose }: PortalMenuModalProps) {
  const menu = useDialogForm({
    id: `clone-portal-${portal.id}`,
    schema: ZClonePortalIntent,
    defaultValue: { intent: 'clone', siteId: portal.id, siteName: `${portal.name} copy` },
    action,
    onDone: onClose,
  });
  return (
    <PortalMenuDialog
      menu={menu}
      portal={portal}
      intent="clone"
      action={action}
      title="Clone portal"
      primaryAction={{ content: 'Clone' }}
      onClose={onClose}
    >
      <Text as="p">
        {`The copy gets ${portal.name}'s pages, header, footer, theme and settings, and a new free subdomain. Subscriptions, custom domains and published versions stay with the original.`}
      </Text>
      <FormTextField meta={menu.fields.siteName} label="App name" autoComplete="off" autoFocus />
    </PortalMenuDialog>
  );
}
