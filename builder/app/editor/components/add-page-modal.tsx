import { getFormProps } from '@conform-to/react';
import { BlockStack, Checkbox, Modal, TextField } from '@shopify/polaris';
import { useReducer, useState } from 'react';
import { FormErrorBanner } from '../../components/form-error-banner';
import { addPageFormReducer, initialAddPageForm } from '../editor-state';
import { ZCreatePageIntentSchema } from '../intents';
import { useIntentForm } from './use-intent-form';

interface AddPageModalProps {
  action: string;
  onClose: () => void;
  onCreated: (pageId: string) => void;
}

/**
 * Add Page, titled 'Create Page' (spec doc 3 §2.5, §4.6, §5). The path follows the name until
 * edited by hand (a pure reducer, editor-state.ts); new pages are public and in the header by
 * default. Page groups arrive with user accounts, so 'Public page' is a plain checkbox for now.
 */
export function AddPageModal({ action, onClose, onCreated }: AddPageModalProps) {
  const { fetcher, form, fields, formRef, submitting, formErrors, submit } = useIntentForm({
    id: 'create-page',
    schema: ZCreatePageIntentSchema,
    onDone: (done) => {
      if (done.pageId) onCreated(done.pageId);
    },
  });
  const [values, dispatch] = useReducer(addPageFormReducer, initialAddPageForm);
  const [isPublic, setIsPublic] = useState(true);
  const [addToHeader, setAddToHeader] = useState(true);

  return (
    <Modal
      open
      onClose={onClose}
      title="Create Page"
      primaryAction={{ content: 'Create Page', loading: submitting, onAction: submit }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose, disabled: submitting }]}
    >
      <Modal.Section>
        <fetcher.Form method="post" action={action} ref={formRef} {...getFormProps(form)}>
          <input type="hidden" name="intent" value="create-page" />
          <input type="hidden" name={fields.isPublic.name} value={String(isPublic)} />
          <input type="hidden" name={fields.addToHeader.name} value={String(addToHeader)} />
          <BlockStack gap="400">
            <FormErrorBanner errors={formErrors} />
            <TextField
              label="Name"
              name={fields.name.name}
              value={values.name}
              onChange={(value) => dispatch({ type: 'name-changed', value })}
              error={fields.name.errors?.[0]}
              requiredIndicator={fields.name.required}
              autoComplete="off"
              autoFocus
            />
            <TextField
              label="Path"
              name={fields.path.name}
              value={values.path}
              onChange={(value) => dispatch({ type: 'path-changed', value })}
              onBlur={() => dispatch({ type: 'path-blurred' })}
              error={fields.path.errors?.[0]}
              requiredIndicator={fields.path.required}
              helpText="Where the page lives in your portal, for example /about-us."
              autoComplete="off"
            />
            <Checkbox
              label="Public page"
              checked={isPublic}
              onChange={setIsPublic}
              helpText="Anyone can view a public page. Restricting pages to user groups comes with user accounts."
            />
            <Checkbox label="Show in header" checked={addToHeader} onChange={setAddToHeader} />
          </BlockStack>
          {/* Lets Enter in a field submit the form. */}
          <button type="submit" hidden />
        </fetcher.Form>
      </Modal.Section>
    </Modal>
  );
}
