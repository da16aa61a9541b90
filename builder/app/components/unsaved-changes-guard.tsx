import { useBlocker } from '@remix-run/react';
import { Modal, Text } from '@shopify/polaris';
import { useEffect } from 'react';

export const LEAVE_UNSAVED_TITLE = 'Leave without saving?';

/**
 * Asks before unsaved changes are lost: a link or Back inside the builder opens "Leave without
 * saving?" (Stay keeps the form as it is; Leave goes on and drops the changes), and closing or
 * reloading the tab gets the browser's own prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  if (blocker.state !== 'blocked') return null;
  return (
    <Modal
      open
      title={LEAVE_UNSAVED_TITLE}
      onClose={() => blocker.reset()}
      primaryAction={{ content: 'Stay', onAction: () => blocker.reset() }}
      secondaryActions={[{ content: 'Leave', destructive: true, onAction: () => blocker.proceed() }]}
    >
      <Modal.Section>
        <Text as="p">Your changes on this page are not saved. Leave, and they are lost; stay to save them.</Text>
      </Modal.Section>
    </Modal>
  );
}
