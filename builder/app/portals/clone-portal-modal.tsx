import { getFormProps } from '@conform-to/react';
import { BlockStack, Modal, Text } from '@shopify/polaris';
import { FormTextField } from '../components/form-text-field';
import { FormErrorBanner } from '../workspaces/form-error-banner';
import { ZClonePortalIntent } from './portal-menu-intents';
import type { PortalMenuModalProps } from './rename-portal-modal';
import { usePortalMenuForm } from './use-portal-menu-form';

/**
 * Clone portal: a copy of the pages, drafts and settings under a new name (default
 * "{name} copy") and a new free subdomain; the toast names the new portal.
 */
export function ClonePortalModal({ portal, action, onClose }: PortalMenuModalProps) {
  const { fetcher, form, fields, formRef, submitting, formErrors, submit } = usePortalMenuForm({
    id: `clone-portal-${portal.id}`,
    schema: ZClonePortalIntent,
    defaultValue: { intent: 'clone', siteId: portal.id, siteName: `${portal.name} copy` },
    action,
    onDone: onClose,
  });
  return (
    <Modal
      open
      onClose={onClose}
      title="Clone portal"
      primaryAction={{ content: 'Clone', onAction: submit, loading: submitting }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose, disabled: submitting }]}
    >
      <Modal.Section>
        <fetcher.Form method="post" action={action} ref={formRef} {...getFormProps(form)}>
          <BlockStack gap="400">
            <FormErrorBanner errors={formErrors} />
            <Text as="p">
              {`The copy gets ${portal.name}'s pages, header, footer, theme and settings, and a new free subdomain. Subscriptions, custom domains and published versions stay with the original.`}
            </Text>
            <input type="hidden" name="intent" value="clone" />
            <input type="hidden" name="siteId" value={portal.id} />
            <FormTextField meta={fields.siteName} label="App name" autoComplete="off" autoFocus />
          </BlockStack>
        </fetcher.Form>
      </Modal.Section>
    </Modal>
  );
}
