import { Button, ButtonGroup, InlineStack, Select, Tabs } from '@shopify/polaris';
import { ArrowLeftIcon } from '@shopify/polaris-icons';
import type { ReactNode } from 'react';
import { LISTING_STEP_LABELS, stepToolbar } from './listing-panels';
import type { ListingEditorState } from './use-listing-editor';

/**
 * The top bar: Back to editor, Data and Permissions, the step tabs, and the autosave status with
 * Undo and Redo (`controls`, the page editor's own).
 */
export function ListingEditorBar({
  editor,
  controls,
  onLeave,
}: {
  editor: ListingEditorState;
  controls: ReactNode;
  onLeave: () => void;
}) {
  const { steps, step, shownPanel } = editor;
  return (
    <header className="atrium-listing-editor__bar">
      <Button icon={ArrowLeftIcon} onClick={onLeave}>
        Back to editor
      </Button>
      <ButtonGroup>
        <Button pressed={shownPanel === 'data-source'} onClick={() => editor.openPanel('data-source')}>
          Data
        </Button>
        <Button pressed={shownPanel === 'permissions'} onClick={() => editor.openPanel('permissions')}>
          Permissions
        </Button>
      </ButtonGroup>
      <div className="atrium-listing-editor__steps">
        <Tabs
          tabs={steps.map((s) => ({ id: `listing-step-${s}`, content: LISTING_STEP_LABELS[s] }))}
          selected={steps.indexOf(step)}
          onSelect={(index) => editor.selectStep(steps[index]!)}
        />
      </div>
      <InlineStack gap="200" blockAlign="center" wrap={false}>
        {controls}
      </InlineStack>
    </header>
  );
}

/** The step's toolbar: its panels, whom a user listing is previewed as, and in the Detailed View the record to preview. */
export function StepToolbar({ editor }: { editor: ListingEditorState }) {
  const { step, draft, shownPanel, records } = editor;
  return (
    <div className="atrium-listing-editor__toolbar" role="toolbar" aria-label={`${LISTING_STEP_LABELS[step]} tools`}>
      {stepToolbar(step, draft.sectionName, draft.data).map((tool) => (
        <Button
          key={tool.panel}
          size="slim"
          pressed={shownPanel === tool.panel}
          onClick={() => editor.openPanel(tool.panel)}
        >
          {tool.label}
        </Button>
      ))}
      {editor.previewAs.isUser && (
        <div className="atrium-listing-editor__picker">
          <Select
            label="Preview as"
            labelInline
            options={editor.previewAs.options}
            value={editor.previewAs.value}
            onChange={editor.previewAs.setChoice}
            disabled={editor.previewAs.loading}
          />
        </div>
      )}
      {step === 'detail' && !editor.isRecordView && records.length > 0 && (
        <div className="atrium-listing-editor__picker">
          <Select
            label="Preview record"
            labelInline
            options={records.map((r) => ({ label: r.title || r.id, value: r.id }))}
            value={editor.shownRecord}
            onChange={editor.setPicked}
          />
        </div>
      )}
    </div>
  );
}
