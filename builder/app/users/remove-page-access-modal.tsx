import { Modal, Text } from '@shopify/polaris';
import type { PageAccessRemoval } from './page-access';

/**
 * 'Remove rule': confirms taking a group off the page, or a rule off it (a rule that covers
 * only this page is deleted).
 */
export function RemovePageAccessModal(props: {
  removal: PageAccessRemoval;
  busy: boolean;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { removal } = props;
  return (
    <Modal
      open
      onClose={props.onClose}
      title="Remove rule"
      primaryAction={{ content: 'Remove', destructive: true, loading: props.busy, onAction: props.onRemove }}
      secondaryActions={[{ content: 'Cancel', onAction: props.onClose }]}
    >
      <Modal.Section>
        <Text as="p">
          {removal.kind === 'group'
            ? `Members of ${removal.name} will no longer be able to open this page through this group.`
            : (removal.rule.rule.conditions.pages?.length ?? 0) > 1
              ? `The rule ${removal.rule.name} also covers other pages; it is removed from this page only.`
              : `The rule ${removal.rule.name} covers only this page and will be deleted.`}
        </Text>
      </Modal.Section>
    </Modal>
  );
}
