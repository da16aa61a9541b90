import { Button, ButtonGroup, Modal, Select, Tabs, Text } from '@shopify/polaris';
import { ArrowLeftIcon } from '@shopify/polaris-icons';
import { LISTING_STEP_LABELS, stepToolbar } from './listing-panels';
import type { ListingEditorState } from './use-listing-editor';

export const LEAVE_LISTING_EDITOR_TITLE = 'Leave the listing editor?';

/** The top bar: Back to editor, Data and Permissions, the step tabs and Save changes. */
export function ListingEditorBar({ editor, onLeave }: { editor: ListingEditorState; onLeave: () => void }) {
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
      <Button variant="primary" disabled={!editor.dirty} onClick={editor.save}>
        {editor.isForm ? 'Save Form' : 'Save changes'}
      </Button>
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

/** Leaving with unsaved changes: save them, discard them, or stay. */
export function LeaveDialog({ editor, onClose }: { editor: ListingEditorState; onClose: () => void }) {
  return (
    <Modal
      open
      title={LEAVE_LISTING_EDITOR_TITLE}
      onClose={() => editor.setLeaving(false)}
      primaryAction={{
        content: editor.isForm ? 'Save Form' : 'Save changes',
        onAction: () => {
          editor.save();
          onClose();
        },
      }}
      secondaryActions={[
        { content: 'Exit editor', destructive: true, onAction: onClose },
        { content: 'Cancel', onAction: () => editor.setLeaving(false) },
      ]}
    >
      <Modal.Section>
        <Text as="p">Your changes to this listing are not saved. Exit editor discards them.</Text>
      </Modal.Section>
    </Modal>
  );
}
