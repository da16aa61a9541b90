import { Modal, Text } from '@shopify/polaris';

/** The spec's remove dialogs (doc 2 §2 Page editor) by section type. */
export function removeDialogCopy(sectionType: string) {
  switch (sectionType) {
    case 'form':
    case 'formEmbed':
      return {
        title: 'Remove Form?',
        body: 'The form and its settings are removed from this page.',
        confirm: 'Yes, remove it',
        cancel: 'No, cancel',
      };
    case 'data':
      return {
        title: 'Remove Section?',
        body: 'Do you want to continue removing this listing from your portal?',
        confirm: 'Confirm',
        cancel: 'Cancel',
      };
    default:
      return {
        title: 'Remove Section?',
        body: 'The section is removed from this page. You can undo this with Undo (Ctrl+Z).',
        confirm: 'Confirm',
        cancel: 'Cancel',
      };
  }
}

interface RemoveSectionModalProps {
  sectionType: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a section leaves the page; removing is one undo step. */
export function RemoveSectionModal({ sectionType, onConfirm, onCancel }: RemoveSectionModalProps) {
  const copy = removeDialogCopy(sectionType);
  return (
    <Modal
      open
      onClose={onCancel}
      title={copy.title}
      primaryAction={{ content: copy.confirm, destructive: true, onAction: onConfirm }}
      secondaryActions={[{ content: copy.cancel, onAction: onCancel }]}
    >
      <Modal.Section>
        <Text as="p">{copy.body}</Text>
      </Modal.Section>
    </Modal>
  );
}
