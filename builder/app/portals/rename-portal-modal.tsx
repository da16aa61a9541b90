import { getFormProps } from '@conform-to/react';
import { BlockStack, Modal } from '@shopify/polaris';
import { FormTextField } from '../components/form-text-field';
import { FormErrorBanner } from '../workspaces/form-error-banner';
import type { PortalListItem } from './portal-list-data';
import { ZRenamePortalIntent } from './portal-menu-intents';
import { usePortalMenuForm } from './use-portal-menu-form';

export interface PortalMenuModalProps {
  portal: PortalListItem;
  action: string;
  onClose: () => void;
}

/** Rename portal: siteName required, at most 150 characters; toast 'App Updated.'. */
export function RenamePortalModal({ portal, action, onClose }: PortalMenuModalProps) {
  const { fetcher, form, fields, formRef, submitting, formErrors, submit } = usePortalMenuForm({
    id: `rename-portal-${portal.id}`,
    schema: ZRenamePortalIntent,
    defaultValue: { intent: 'rename', siteId: portal.id, siteName: portal.name },
    action,
    onDone: onClose,
  });
  return (
    <Modal
      open
      onClose={onClose}
      title="Rename portal"
      primaryAction={{ content: 'Save', onAction: submit, loading: submitting }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose, disabled: submitting }]}
    >
      <Modal.Section>
        <fetcher.Form method="post" action={action} ref={formRef} {...getFormProps(form)}>
          <BlockStack gap="400">
            <FormErrorBanner errors={formErrors} />
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="siteId" value={portal.id} />
            <FormTextField meta={fields.siteName} label="App name" autoComplete="off" autoFocus />
          </BlockStack>
        </fetcher.Form>
      </Modal.Section>
    </Modal>
  );
}
