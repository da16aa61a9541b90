import { BlockStack, Modal } from '@shopify/polaris';
import type { ReactNode } from 'react';
import { FormErrorBanner } from '../components/form-error-banner';
import type { PortalListItem } from './portal-list-data';
import type { useDialogForm } from '../components/use-dialog-form';

/** What the shell needs from `useDialogForm` (whatever the dialog's fields are). */
type PortalMenuFormState = Pick<
  ReturnType<typeof useDialogForm>,
  'fetcher' | 'formRef' | 'formProps' | 'submitting' | 'formErrors' | 'submit'
>;

export interface PortalMenuModalProps {
  portal: PortalListItem;
  action: string;
  onClose: () => void;
}

/**
 * The shell every portal-menu dialog shares: the modal with its primary action and Cancel, the
 * form posted through the dialog's fetcher with the intent and portal id, and the refusal
 * banner. Each dialog supplies its title, primary action and fields.
 */
export function PortalMenuDialog(props: {
  menu: PortalMenuFormState;
  portal: PortalListItem;
  intent: 'rename' | 'clone' | 'delete' | 'transfer';
  action: string;
  title: string;
  primaryAction: { content: string; destructive?: boolean; disabled?: boolean };
  onClose: () => void;
  children: ReactNode;
}) {
  const { fetcher, formRef, formProps, submitting, formErrors, submit } = props.menu;
  return (
    <Modal
      open
      onClose={props.onClose}
      title={props.title}
      primaryAction={{ ...props.primaryAction, onAction: submit, loading: submitting }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose, disabled: submitting }]}
    >
      <Modal.Section>
        <fetcher.Form method="post" action={props.action} ref={formRef} {...formProps}>
          <BlockStack gap="400">
            <FormErrorBanner errors={formErrors} />
            <input type="hidden" name="intent" value={props.intent} />
            <input type="hidden" name="siteId" value={props.portal.id} />
            {props.children}
          </BlockStack>
        </fetcher.Form>
      </Modal.Section>
    </Modal>
  );
}
