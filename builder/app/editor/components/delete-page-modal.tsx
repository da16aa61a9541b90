import { Modal, Text } from '@shopify/polaris';
import type { PageSummary } from '../load-editor.server';
import { useIntentFetcher } from './use-intent-fetcher';

interface DeletePageModalProps {
  action: string;
  page: PageSummary;
  onCancel: () => void;
  /** Receives the home page's id, which the editor selects next (spec doc 3 §4.7). */
  onDeleted: (homePageId: string | undefined) => void;
}

/** Delete page: asks first. The home page cannot be deleted (not offered here, and refused by the server). */
export function DeletePageModal({ action, page, onCancel, onDeleted }: DeletePageModalProps) {
  const { fetcher, submitting } = useIntentFetcher({ onDone: (done) => onDeleted(done.pageId), refusal: 'toast' });
  return (
    <Modal
      open
      onClose={onCancel}
      title="Delete page"
      primaryAction={{
        content: 'Delete page',
        destructive: true,
        loading: submitting,
        onAction: () => fetcher.submit({ intent: 'delete-page', pageId: page.id }, { method: 'post', action }),
      }}
      secondaryActions={[{ content: 'Cancel', onAction: onCancel, disabled: submitting }]}
    >
      <Modal.Section>
        <Text as="p">
          Are you sure you want to delete the page <strong>{page.name}</strong> ({page.path})? Its sections are deleted
          with it and its header links are removed. This cannot be undone.
        </Text>
      </Modal.Section>
    </Modal>
  );
}
