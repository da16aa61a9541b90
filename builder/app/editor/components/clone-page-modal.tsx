import { clonePageDefaults } from '@atrium/core';
import { getFormProps } from '@conform-to/react';
import { BlockStack, Modal } from '@shopify/polaris';
import { FormTextField } from '../../components/form-text-field';
import { FormErrorBanner } from '../../components/form-error-banner';
import { ZClonePageIntentSchema } from '../intents';
import type { PageSummary } from '../load-editor.server';
import { useIntentForm } from './use-intent-form';

interface ClonePageModalProps {
  action: string;
  page: PageSummary;
  onCancel: () => void;
  onCloned: () => void;
}

/** Clone page (spec doc 1 §5): name and path required, defaulting to '{name} copy' and '{path}-copy'. */
export function ClonePageModal({ action, page, onCancel, onCloned }: ClonePageModalProps) {
  const { fetcher, form, fields, formRef, submitting, formErrors, submit } = useIntentForm({
    id: `clone-page-${page.id}`,
    schema: ZClonePageIntentSchema,
    defaultValue: clonePageDefaults(page),
    onDone: onCloned,
  });
  return (
    <Modal
      open
      onClose={onCancel}
      title="Clone page"
      primaryAction={{ content: 'Clone page', loading: submitting, onAction: submit }}
      secondaryActions={[{ content: 'Cancel', onAction: onCancel, disabled: submitting }]}
    >
      <Modal.Section>
        <fetcher.Form method="post" action={action} ref={formRef} {...getFormProps(form)}>
          <input type="hidden" name="intent" value="clone-page" />
          <input type="hidden" name="pageId" value={page.id} />
          <BlockStack gap="400">
            <FormErrorBanner errors={formErrors} />
            <FormTextField meta={fields.name} label="Name" autoComplete="off" autoFocus />
            <FormTextField meta={fields.path} label="Path" autoComplete="off" />
          </BlockStack>
          <button type="submit" hidden />
        </fetcher.Form>
      </Modal.Section>
    </Modal>
  );
}
