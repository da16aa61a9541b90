import { getFormProps } from '@conform-to/react';
import { BlockStack, Modal, Text } from '@shopify/polaris';
import { FormErrorBanner } from '../workspaces/form-error-banner';
import { ZDeletePortalIntent } from './portal-menu-intents';
import type { PortalMenuModalProps } from './rename-portal-modal';
import { usePortalMenuForm } from './use-portal-menu-form';

/** Delete portal: a destructive confirmation naming the portal; removes everything it has. */
export function DeletePortalModal({ portal, action, onClose }: PortalMenuModalProps) {
  const { fetcher, form, formRef, submitting, formErrors, submit } = usePortalMenuForm({
    id: `delete-portal-${portal.id}`,
    schema: ZDeletePortalIntent,
    defaultValue: { intent: 'delete', siteId: portal.id },
    action,
    onDone: onClose,
  });
  return (
    <Modal
      open
      onClose={onClose}
      title={`Delete ${portal.name}?`}
      primaryAction={{ content: 'Delete portal', destructive: true, onAction: submit, loading: submitting }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose, disabled: submitting }]}
    >
      <Modal.Section>
        <fetcher.Form method="post" action={action} ref={formRef} {...getFormProps(form)}>
          <BlockStack gap="400">
            <FormErrorBanner errors={formErrors} />
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="siteId" value={portal.id} />
            <Text as="p">
              {`${portal.name} will be deleted with all its pages, drafts and published versions, and ${portal.subdomain} stops serving it. This cannot be undone.`}
            </Text>
          </BlockStack>
        </fetcher.Form>
      </Modal.Section>
    </Modal>
  );
}
