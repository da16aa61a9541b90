import { FormTextField } from '../components/form-text-field';
import { PortalMenuDialog, type PortalMenuModalProps } from './portal-menu-dialog';
import { ZRenamePortalIntent } from './portal-menu-intents';
import { useDialogForm } from '../components/use-dialog-form';

/** Rename portal: siteName required, at most 150 characters; toast 'App Updated.'. */
export function RenamePortalModal({ portal, action, onClose }: PortalMenuModalProps) {
  const menu = useDialogForm({
    id: `rename-portal-${portal.id}`,
    schema: ZRenamePortalIntent,
    defaultValue: { intent: 'rename', siteId: portal.id, siteName: portal.name },
    action,
    onDone: onClose,
  });
  return (
    <PortalMenuDialog
      menu={menu}
      portal={portal}
      intent="rename"
      action={action}
      title="Rename portal"
      primaryAction={{ content: 'Save' }}
      onClose={onClose}
    >
      <FormTextField meta={menu.fields.siteName} label="App name" autoComplete="off" autoFocus />
    </PortalMenuDialog>
  );
}
