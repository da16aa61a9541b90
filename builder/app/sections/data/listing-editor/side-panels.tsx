import {
  ZFormFieldSchema,
  ZFormGroupSchema,
  dataWithLayout,
  isLegacyListing,
  type TDataData,
  type TFormField,
  type TFormGroup,
} from '@atrium/core';
import { DocumentDrawer, schemaCheck } from '../../../drawer-fields/document-drawer';
import { EDIT_FIELD_TITLE, EDIT_GROUP_TITLE, formFieldSpecs, formGroupSpecs } from '../form-builder/form-panels';
import { listingPanel } from './listing-panels';
import type { ListingEditorState } from './use-listing-editor';

/** Edit Group and Edit Field, like every form panel (spec doc 2 §9). */
const FORM_ITEM_PANEL_WIDTH = 340;

/** The one side panel open: a toolbar's panel, or Edit Group or Edit Field of the form builder's selection. */
export function SidePanels({ editor }: { editor: ListingEditorState }) {
  const { selection, builder } = editor;
  // Edit Group and Edit Field edit the selected item itself, through the form builder's actions.
  const selectedGroup = selection?.kind === 'group' ? builder.groups.find((g) => g.id === selection.id) : undefined;
  const selectedField =
    selection?.kind === 'field'
      ? builder.groups.flatMap((g) => g.fields).find((f) => f.id === selection.id)
      : undefined;
  return (
    <>
      <ToolbarPanel editor={editor} />
      {selectedGroup && (
        <div className="atrium-listing-editor__panel" style={{ width: FORM_ITEM_PANEL_WIDTH }}>
          <DocumentDrawer<TFormGroup>
            key={selectedGroup.id}
            siteId={editor.siteId}
            title={EDIT_GROUP_TITLE}
            closeLabel={`Close ${EDIT_GROUP_TITLE}`}
            tabs={[{ id: 'group', label: 'Group', fields: formGroupSpecs() }]}
            data={selectedGroup}
            check={schemaCheck(ZFormGroupSchema)}
            onChange={(group, target) =>
              builder.dispatch(
                { type: 'update-group', id: selectedGroup.id, changes: ZFormGroupSchema.parse(group) },
                target,
              )
            }
            onValidity={(message) => editor.reportInvalid('form-item', message)}
            onClose={editor.closePanel}
            embedded
          />
        </div>
      )}
      {selectedField && <FieldPanel editor={editor} field={selectedField} />}
    </>
  );
}

/** The panel a toolbar button (or the form builder's form or submit button) opens, over the draft's data. */
function ToolbarPanel({ editor }: { editor: ListingEditorState }) {
  const { shownPanel, draft, section, blockIndex, formKind } = editor;
  const current = shownPanel
    ? listingPanel(shownPanel, {
        siteId: editor.siteId,
        sectionId: section.id,
        sectionName: draft.sectionName,
        context: editor.context,
        blockIndex,
        legacy: isLegacyListing({ version: section.version, data: draft.data }),
        blockKind: draft.data.detail.blocks[blockIndex]?.kind,
        onLayout: (sectionName) => editor.setDraft((d) => ({ sectionName, data: dataWithLayout(d.data, sectionName) })),
        onBlockAdded: (index) => {
          editor.setBlockIndex(index);
          editor.setPanel('edit-block');
        },
        formKind: formKind ?? undefined,
      })
    : null;
  if (!current || !shownPanel) return null;
  return (
    <div className="atrium-listing-editor__panel" style={{ width: current.width }}>
      <DocumentDrawer<TDataData>
        key={`${shownPanel}-${blockIndex}-${formKind ?? ''}`}
        siteId={editor.siteId}
        title={current.title}
        closeLabel={`Close ${current.title}`}
        tabs={current.tabs}
        data={draft.data}
        check={editor.check}
        onChange={(data, target) => editor.change(data, `${shownPanel}:${target}`)}
        onValidity={(message) => editor.reportInvalid('toolbar', message)}
        onClose={editor.closePanel}
        embedded
      />
    </div>
  );
}

/** Edit Field: the selected form field, offering the table's fields the form does not fill yet. */
function FieldPanel({ editor, field }: { editor: ListingEditorState; field: TFormField }) {
  const { builder, draft } = editor;
  return (
    <div className="atrium-listing-editor__panel" style={{ width: FORM_ITEM_PANEL_WIDTH }}>
      <DocumentDrawer<TFormField>
        key={field.id}
        siteId={editor.siteId}
        title={EDIT_FIELD_TITLE}
        closeLabel={`Close ${EDIT_FIELD_TITLE}`}
        tabs={[
          {
            id: 'field',
            label: 'Field',
            fields: formFieldSpecs(editor.context, {
              // Fields the form already fills, and a user listing's link to its people (set by the server).
              taken: new Set([
                ...builder.groups.flatMap((g) => g.fields.filter((f) => f.id !== field.id).map((f) => f.fieldId)),
                ...(draft.data.listingType === 'user' ? [draft.data.userLinkFieldId] : []),
              ]),
            }),
          },
        ]}
        data={field}
        check={schemaCheck(ZFormFieldSchema)}
        onChange={(next, target) =>
          builder.dispatch({ type: 'update-field', id: field.id, changes: ZFormFieldSchema.parse(next) }, target)
        }
        onValidity={(message) => editor.reportInvalid('form-item', message)}
        onClose={editor.closePanel}
        embedded
      />
    </div>
  );
}
