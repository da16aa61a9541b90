import { Button, InlineStack, Text, Tooltip } from '@shopify/polaris';
import type { AutosaveState } from '../document/autosaver';

export const SAVE_STATUS_TEXT = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  retrying: "Couldn't save — retrying",
  failed: "Couldn't save",
  conflict: 'Changed elsewhere',
} as const;

/** A change kept in the listing editor until it is valid (ADR 055), before the schema's message. */
export const SAVE_STATUS_INVALID_TEXT = 'Not saved until valid';

/**
 * Autosave's state in the top bar, announced politely to screen readers. A refused save shows
 * the server's reason in a tooltip; a conflict offers a reload (which shows the saved drafts).
 * `invalid` (the listing editor): a change that is not valid stays out of the page, and says why;
 * a conflict still comes first.
 */
export function SaveStatus({ state, invalid }: { state: AutosaveState; invalid?: string }) {
  const held = invalid !== undefined && state.status !== 'conflict';
  const text = held ? `${SAVE_STATUS_INVALID_TEXT}: ${invalid}` : SAVE_STATUS_TEXT[state.status];
  const tone = held || state.status === 'failed' || state.status === 'conflict' ? 'critical' : 'subdued';
  const label = (
    <Text as="span" variant="bodySm" tone={tone}>
      {text}
    </Text>
  );
  return (
    <InlineStack gap="200" blockAlign="center" wrap={false}>
      <span
        className="atrium-editor__save-status"
        role="status"
        aria-live="polite"
        data-status={held ? 'invalid' : state.status}
      >
        {!held && state.message && state.status !== 'retrying' ? (
          <Tooltip content={state.message} preferredPosition="below">
            {label}
          </Tooltip>
        ) : (
          label
        )}
      </span>
      {state.status === 'conflict' && (
        <Button size="slim" onClick={() => window.location.reload()}>
          Reload
        </Button>
      )}
    </InlineStack>
  );
}
