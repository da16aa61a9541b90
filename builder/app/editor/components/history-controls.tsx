import { Button, InlineStack } from '@shopify/polaris';
import { RedoIcon, UndoIcon } from '@shopify/polaris-icons';
import type { AutosaveState } from '../document/autosaver';
import { SaveStatus } from './save-status';

export interface HistoryProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

/**
 * Autosave's state with Undo and Redo, the same in the page editor's top bar and the listing
 * editor's (ADR 055). `invalid`: a change kept out of the page until it is valid.
 */
export function HistoryControls({
  history,
  save,
  invalid,
}: {
  history: HistoryProps;
  save: AutosaveState;
  invalid?: string;
}) {
  return (
    <>
      <SaveStatus state={save} invalid={invalid} />
      <InlineStack gap="100" wrap={false}>
        <Button
          icon={UndoIcon}
          variant="tertiary"
          accessibilityLabel="Undo"
          disabled={!history.canUndo}
          onClick={history.onUndo}
        />
        <Button
          icon={RedoIcon}
          variant="tertiary"
          accessibilityLabel="Redo"
          disabled={!history.canRedo}
          onClick={history.onRedo}
        />
      </InlineStack>
    </>
  );
}
