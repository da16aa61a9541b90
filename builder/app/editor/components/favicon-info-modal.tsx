import { Modal, Text } from '@shopify/polaris';

/** Spec doc 1 §2: the frame's dialog explaining that the favicon is set under Settings > Branding. */
export function FaviconInfoModal({ onClose, onOpenBranding }: { onClose: () => void; onOpenBranding: () => void }) {
  return (
    <Modal
      open
      onClose={onClose}
      title="Favicon"
      primaryAction={{ content: 'Open Branding', onAction: onOpenBranding }}
      secondaryActions={[{ content: 'Got it', onAction: onClose }]}
    >
      <Modal.Section>
        <Text as="p">
          The favicon is the small icon browsers show in the tab next to your page&apos;s title. You can set it under
          Settings &gt; Branding.
        </Text>
      </Modal.Section>
    </Modal>
  );
}
