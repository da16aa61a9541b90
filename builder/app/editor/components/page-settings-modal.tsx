import { getFormProps, useInputControl } from '@conform-to/react';
import { BlockStack, Button, Checkbox, InlineStack, Modal, Tabs, Text, TextField } from '@shopify/polaris';
import { DeleteIcon, DuplicateIcon, HomeIcon } from '@shopify/polaris-icons';
import { useMemo, useState } from 'react';
import { FormTextField, type FormTextFieldProps } from '../../components/form-text-field';
import { PageRulesTab } from '../../users/page-rules';
import { FormErrorBanner } from '../../components/form-error-banner';
import { updatePageIntentSchema } from '../intents';
import type { PageSummary } from '../load-editor.server';
import { useIntentFetcher } from './use-intent-fetcher';
import { useIntentForm } from './use-intent-form';

interface PageSettingsModalProps {
  siteId: string;
  action: string;
  page: PageSummary;
  onClose: () => void;
  onClone: () => void;
  onDelete: () => void;
  /** Opens the page access dialog in the settings' place. */
  onOpenAccess: () => void;
}

const TABS = [
  { id: 'page-settings-tab', content: 'Page Settings', panelID: 'page-settings-panel' },
  { id: 'page-rules-tab', content: 'Page Rules', panelID: 'page-rules-panel' },
];

/**
 * Edit Page (spec doc 3 §2.5, §4.7, §5): name, path (locked on the home page), SEO title and
 * description, Show in header; Set as homepage, Clone page and Delete page. Page Rules: who
 * can view the page, and the way to its page access dialog (users/page-rules.tsx).
 */
export function PageSettingsModal({
  siteId,
  action,
  page,
  onClose,
  onClone,
  onDelete,
  onOpenAccess,
}: PageSettingsModalProps) {
  const [tab, setTab] = useState(0);
  const schema = useMemo(() => updatePageIntentSchema({ isHome: page.isHome }), [page.isHome]);
  const { fetcher, form, fields, formRef, submitting, formErrors, submit } = useIntentForm({
    id: `update-page-${page.id}`,
    schema,
    defaultValue: {
      name: page.name,
      path: page.path,
      metaTitle: page.meta.title,
      metaDescription: page.meta.description,
    },
    onDone: onClose,
  });
  const setHome = useIntentFetcher({ onDone: onClose, refusal: 'toast' });
  const [addToHeader, setAddToHeader] = useState(page.options.addToHeader);
  const description = useInputControl({
    key: fields.metaDescription.key,
    name: fields.metaDescription.name,
    formId: fields.metaDescription.formId,
    initialValue: page.meta.description,
  });
  const busy = submitting || setHome.submitting;

  return (
    <Modal
      open
      onClose={onClose}
      title="Edit Page"
      primaryAction={{ content: 'Save', loading: submitting, disabled: setHome.submitting, onAction: submit }}
      secondaryActions={[{ content: 'Cancel', onAction: onClose, disabled: busy }]}
    >
      <Tabs tabs={TABS} selected={tab} onSelect={setTab} />
      {tab === 1 && (
        <div id="page-rules-panel" role="tabpanel" aria-labelledby="page-rules-tab">
          <Modal.Section>
            <PageRulesTab siteId={siteId} pageId={page.id} onOpenAccess={onOpenAccess} />
          </Modal.Section>
        </div>
      )}
      <div id="page-settings-panel" role="tabpanel" aria-labelledby="page-settings-tab" hidden={tab !== 0}>
        <Modal.Section>
          <fetcher.Form method="post" action={action} ref={formRef} {...getFormProps(form)}>
            <input type="hidden" name="intent" value="update-page" />
            <input type="hidden" name="pageId" value={page.id} />
            <input type="hidden" name={fields.addToHeader.name} value={String(addToHeader)} />
            <BlockStack gap="400">
              <FormErrorBanner errors={formErrors} />
              <FormTextField meta={fields.name} label="Page name" autoComplete="off" />
              <PathField field={fields.path} isHome={page.isHome} />
              <FormTextField
                meta={fields.metaTitle}
                label="SEO title"
                autoComplete="off"
                helpText="Shown in search results and in the browser tab."
              />
              <TextField
                id={fields.metaDescription.id}
                label="SEO description"
                name={fields.metaDescription.name}
                value={description.value ?? ''}
                onChange={description.change}
                onBlur={description.blur}
                error={fields.metaDescription.errors?.[0]}
                multiline={3}
                autoComplete="off"
              />
              <Checkbox label="Show in header" checked={addToHeader} onChange={setAddToHeader} />
            </BlockStack>
            <button type="submit" hidden />
          </fetcher.Form>
        </Modal.Section>
        <PageActions
          page={page}
          busy={busy}
          settingHome={setHome.submitting}
          onSetHome={() => setHome.fetcher.submit({ intent: 'set-home', pageId: page.id }, { method: 'post', action })}
          onClone={onClone}
          onDelete={onDelete}
        />
      </div>
    </Modal>
  );
}

/** Page actions: Set as homepage and Delete page (not for the home page), Clone page. */
function PageActions({
  page,
  busy,
  settingHome,
  onSetHome,
  onClone,
  onDelete,
}: {
  page: PageSettingsModalProps['page'];
  busy: boolean;
  settingHome: boolean;
  onSetHome: () => void;
  onClone: () => void;
  onDelete: () => void;
}) {
  return (
    <Modal.Section>
      <BlockStack gap="200">
        <Text as="h3" variant="headingSm">
          Page actions
        </Text>
        <InlineStack gap="200">
          {!page.isHome && (
            <Button icon={HomeIcon} disabled={busy} loading={settingHome} onClick={onSetHome}>
              Set as homepage
            </Button>
          )}
          <Button icon={DuplicateIcon} disabled={busy} onClick={onClone}>
            Clone page
          </Button>
          {!page.isHome && (
            <Button icon={DeleteIcon} tone="critical" disabled={busy} onClick={onDelete}>
              Delete page
            </Button>
          )}
        </InlineStack>
      </BlockStack>
    </Modal.Section>
  );
}

/** Path: required unless it is the home page, whose path is always / (locked). */
function PathField({ field, isHome }: { field: FormTextFieldProps['meta']; isHome: boolean }) {
  return (
    <FormTextField
      meta={{
        // Required unless it is the home page (the schema's refinement, which conform cannot see).
        id: field.id,
        name: field.name,
        formId: field.formId,
        key: field.key,
        initialValue: field.initialValue,
        errors: field.errors,
        required: !isHome,
      }}
      label="Path"
      autoComplete="off"
      disabled={isHome}
      helpText={
        isHome
          ? 'This is the home page, so its path is always /. To change that, set another page as the homepage.'
          : 'Where the page lives in your portal, for example /about-us.'
      }
    />
  );
}
