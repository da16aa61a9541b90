import { CTA_PREVIEW_MESSAGE, separateEditForm, themeCssVariables, type TTheme } from '@atrium/core';
import {
  BlockHeading,
  CustomForm,
  ListingViews,
  NeighbourBar,
  RecordDetail,
  RenderSection,
  ThemeFontFaces,
  customProperties,
} from '@atrium/sections';
import { Button, Text } from '@shopify/polaris';
import type { MouseEvent } from 'react';
import { useToast } from '../../../components/builder-frame';
import { FOLLOWS_CREATE_FORM_MESSAGE, SEPARATE_EDIT_FORM_LABEL, followsCreateForm } from '../form-builder/form-panels';
import { FormBuilderCanvas } from '../form-builder/form-builder-canvas';
import {
  PREVIEW_FORMS_MESSAGE,
  isPreviewCta,
  previewActionsNote,
  previewSubmitMessage,
} from '../preview/preview-messages';
import type { ListingEditorState } from './use-listing-editor';

/**
 * The live preview of the draft in the portal's theme. Links stay in the editor (a record's link
 * opens it in the Detailed View) and forms are not sent (the preview says so).
 */
export function PreviewCanvas({ editor, theme }: { editor: ListingEditorState; theme: TTheme }) {
  const toast = useToast();
  const { records, steps } = editor;
  // Links in the preview stay in the editor: a record's link opens it in the Detailed View.
  function onClickCapture(event: MouseEvent<HTMLDivElement>) {
    // The success screen's 'Back to form' returns to the form.
    if ((event.target as Element).closest('[data-form-back]')) {
      event.preventDefault();
      editor.selectStep('form');
      return;
    }
    const anchor = (event.target as Element).closest('a');
    if (!anchor) return;
    event.preventDefault();
    if (isPreviewCta(anchor)) {
      toast(CTA_PREVIEW_MESSAGE);
      return;
    }
    const href = anchor.getAttribute('href') ?? '';
    const card = records.find((r) => r.href === href);
    const fromQuery = new URLSearchParams(href.split('?')[1] ?? '').get('record');
    const id = card?.id ?? records.find((r) => r.id === fromQuery)?.id;
    if (id && steps.includes('detail')) {
      editor.setPicked(id);
      editor.selectStep('detail');
    }
  }
  return (
    <div
      className="atrium-portal atrium-listing-editor__canvas"
      style={customProperties(themeCssVariables(theme))}
      onClickCapture={onClickCapture}
      onSubmitCapture={(event) => {
        event.preventDefault();
        const intent = (event.target as HTMLFormElement).querySelector<HTMLInputElement>('input[name="intent"]')?.value;
        toast(previewSubmitMessage(intent) ?? PREVIEW_FORMS_MESSAGE);
      }}
    >
      <ThemeFontFaces theme={theme} />
      <ListingViews.Provider value={editor.views}>
        <StepCanvas editor={editor} />
      </ListingViews.Provider>
    </div>
  );
}

/** What the step shows: the success screen, the form builder, the listing or table, or a record. */
function StepCanvas({ editor }: { editor: ListingEditorState }) {
  const { step, draft, draftSection, isRecordView } = editor;
  if (step === 'success') return <SuccessCanvas editor={editor} />;
  if (step === 'form' || step === 'forms') return <FormCanvas editor={editor} />;
  if (step === 'table' || step === 'listing' || (step === 'detail' && isRecordView)) {
    return step === 'table' && draft.data.tableFields.length === 0 ? (
      <div className="atrium-listing-editor__empty">
        <Text as="h2" variant="headingLg">
          Empty Table
        </Text>
        <Button variant="primary" onClick={() => editor.setPanel('table-fields')}>
          Select Fields
        </Button>
      </div>
    ) : (
      <RenderSection section={draftSection} position={0} preview />
    );
  }
  if (step === 'detail') return <DetailCanvas editor={editor} />;
  return null;
}

/** The Form's success screen, as submitting the form in the portal shows it. */
function SuccessCanvas({ editor }: { editor: ListingEditorState }) {
  const form = editor.listingView?.customForm;
  return (
    <section className="atrium-section atrium-listing">
      <div className="atrium-container">
        {form ? (
          <CustomForm
            sectionId={editor.previewId}
            form={{ ...form, success: editor.draft.data.customForm.success }}
            againHref="#"
            preview
          />
        ) : (
          <p className="atrium-listing__message" role="status">
            {editor.listingView?.message ?? 'Loading the form…'}
          </p>
        )}
      </div>
    </section>
  );
}

/** The form builder's canvas: a Form section's form, or the listing's create or edit form. */
function FormCanvas({ editor }: { editor: ListingEditorState }) {
  const { step, draft, formView, change } = editor;
  const custom = step === 'form';
  const form = draft.data.form;
  return (
    <section className="atrium-section atrium-listing">
      <div className="atrium-container">
        {custom && (
          <BlockHeading
            position={0}
            text={draft.data.heading}
            settings={draft.data.textSettings.heading}
            className="atrium-listing__heading"
          />
        )}
        {custom && draft.data.description && <p>{draft.data.description}</p>}
        {!custom && formView === 'edit' && followsCreateForm(draft.data) ? (
          <div className="atrium-listing-editor__empty">
            <Text as="p">{FOLLOWS_CREATE_FORM_MESSAGE}</Text>
            <Button
              onClick={() => change({ ...draft.data, form: { ...form, editGroups: separateEditForm(draft.data) } })}
            >
              {SEPARATE_EDIT_FORM_LABEL}
            </Button>
          </div>
        ) : (
          <FormBuilderCanvas
            kind={editor.formKind ?? 'custom'}
            groups={editor.builder.groups}
            selection={editor.selection}
            dispatch={editor.formDispatch}
            tableFields={editor.context.tableFields}
            submit={
              custom
                ? draft.data.customForm.submit
                : { ...form.submit, label: formView === 'create' ? form.createLabel : 'Save changes' }
            }
            styles={custom ? draft.data.customForm.styles : undefined}
            idPrefix={`builder-${editor.previewId}`}
          />
        )}
      </div>
    </section>
  );
}

/** The Detailed View: the picked (or first) record as its page or modal shows it. */
function DetailCanvas({ editor }: { editor: ListingEditorState }) {
  const detailView = editor.views[editor.detailId]?.detail?.record;
  const actionsNote = detailView
    ? previewActionsNote(editor.draft.data.access, editor.context.groups ?? [], {
        edit: Boolean(detailView.editForm || detailView.actions?.length),
        delete: Boolean(detailView.canDelete),
      })
    : undefined;
  return (
    <section className="atrium-section atrium-record">
      <div className="atrium-container">
        {detailView ? (
          <>
            <RecordDetail record={detailView} sectionId={editor.previewId} headingLevel={1} preview />
            {actionsNote && (
              <p className="atrium-listing-editor__note" role="note">
                {actionsNote}
              </p>
            )}
            {editor.draft.data.detail.type !== 'sideBySide' && detailView.neighbours && (
              <NeighbourBar neighbours={detailView.neighbours} />
            )}
          </>
        ) : (
          <p className="atrium-listing__message" role="status">
            {editor.listingView?.message ?? 'Loading a record…'}
          </p>
        )}
      </div>
    </section>
  );
}
