import { ActionList, Button, Popover } from '@shopify/polaris';
import { DeleteIcon, DuplicateIcon, EditIcon, MenuHorizontalIcon, TransferIcon } from '@shopify/polaris-icons';
import { useState } from 'react';
import type { TPortalMenuAction } from './portal-menu-intents';

/**
 * The "…" menu of a portal: a Popover with an ActionList (buttons, so it works from the
 * keyboard; Escape closes it and focus returns to the activator). Choosing opens a dialog.
 */
export function PortalMenu({
  portalName,
  onChoose,
}: {
  portalName: string;
  onChoose: (action: TPortalMenuAction) => void;
}) {
  const [open, setOpen] = useState(false);
  const choose = (action: TPortalMenuAction) => () => {
    setOpen(false);
    onChoose(action);
  };
  return (
    <Popover
      active={open}
      onClose={() => setOpen(false)}
      autofocusTarget="first-node"
      preferredAlignment="right"
      activator={
        <Button
          variant="tertiary"
          icon={MenuHorizontalIcon}
          accessibilityLabel={`Actions for ${portalName}`}
          onClick={() => setOpen((o) => !o)}
        />
      }
    >
      <ActionList
        actionRole="menuitem"
        items={[
          { content: 'Rename', icon: EditIcon, onAction: choose('rename') },
          { content: 'Clone', icon: DuplicateIcon, onAction: choose('clone') },
          { content: 'Transfer', icon: TransferIcon, onAction: choose('transfer') },
          { content: 'Delete', icon: DeleteIcon, destructive: true, onAction: choose('delete') },
        ]}
      />
    </Popover>
  );
}
