import {
  SECTION_CATALOGUE,
  dataSectionKind,
  formBuilderView,
  type TDataData,
  type TFormBuilderAction,
} from '@atrium/core';
import { useEffect, useMemo, useState } from 'react';
import { schemaCheck } from '../../../drawer-fields/document-drawer';
import type { FormKind } from '../form-builder/form-panels';
import { useFormBuilder } from '../form-builder/use-form-builder';
import { useListingPreviewAs, type ListingPreviewAs } from '../preview/use-listing-preview-as';
import { useListingPreviews } from '../preview/use-listing-previews';
import type { DataSection, ListingDocument, ListingDraft } from './listing-document';
import { listingSteps, stepToolbar, type ListingPanelId, type ListingStep } from './listing-panels';
import { useListingTable } from './use-listing-table';

export type { DataSection } from './listing-document';
type Draft = ListingDraft;
const NO_SECTIONS: DataSection[] = [];

/** The panel a step opens with: its toolbar's first (the form builder's steps open on their canvas). */
function firstPanel(step: ListingStep, sectionName: string, data: TDataData): ListingPanelId | null {
  if (step === 'form' || step === 'forms') return null;
  return stepToolbar(step, sectionName, data)[0]?.panel ?? null;
}

/**
 * The listing editor's state: the draft (the section in the page, every valid change going in at
 * once through `document`, ADR 055), the step and the one side panel open, the form builder, and
 * the live preview of the draft.
 */
export function useListingEditor({
  siteId,
  section,
  pages,
  document,
}: {
  siteId: string;
  section: DataSection;
  pages: ReadonlyArray<{ id: string; name: string }>;
  document: ListingDocument;
}) {
  const { draft } = document;
  /** A change of the data; `target` names what is typed in, so typing there is one undo step. */
  const change = (data: TDataData, target?: string) => document.change({ ...draft, data }, target);
  const setDraft = (update: (current: Draft) => Draft) => document.change(update(draft));
  const nav = useListingSteps(section, draft, change);
  const [picked, setPicked] = useState('');
  const table = useListingTable(siteId, draft.data.source);
  const context = useMemo(() => ({ ...table, pages }), [table, pages]);
  const previewAs = useListingPreviewAs(siteId, draft.data);
  const preview = useDraftPreview(siteId, section, draft, nav.step, picked, previewAs);
  const check = schemaCheck(SECTION_CATALOGUE.data.schema, (data) => ({ ...preview.draftSection, data }));
  const isForm = dataSectionKind(draft.sectionName) === 'form';
  return {
    siteId,
    section,
    draft,
    setDraft,
    change,
    reportInvalid: document.reportInvalid,
    ...nav,
    setPicked,
    previewAs,
    context,
    ...preview,
    check,
    isForm,
  };
}

export type ListingEditorState = ReturnType<typeof useListingEditor>;

/**
 * The steps and the one panel open at a time: a toolbar's panel, or what the form builder
 * selects (Edit Form, Edit Submit Button, a group or a field), and the Detailed View's block.
 */
function useListingSteps(section: DataSection, draft: Draft, change: (data: TDataData, target?: string) => void) {
  const steps = listingSteps(draft.sectionName);
  const [stepChoice, setStep] = useState<ListingStep>(steps[0]!);
  const step = steps.includes(stepChoice) ? stepChoice : steps[0]!;
  const [panel, setPanel] = useState<ListingPanelId | null>(() =>
    firstPanel(steps[0]!, section.sectionName, section.data),
  );
  const [blockIndex, setBlockIndex] = useState(0);
  // The form builder: a Form section's form, or the listing's create or edit form (create
  // unless the Edit Record tab is active).
  const [formTab, setFormTab] = useState<'create' | 'edit' | null>(null);
  const formView = formBuilderView(formTab);
  const formKind: FormKind | null = step === 'form' ? 'custom' : step === 'forms' ? formView : null;
  const builder = useFormBuilder(draft.data, formKind, change);
  const selection = builder.selection;
  const formDispatch = (action: TFormBuilderAction, target?: string) => {
    builder.dispatch(action, target);
    // One panel at a time: what the builder selects replaces the toolbar's panel.
    if (action.type === 'select' || action.type === 'add-group' || action.type === 'add-field') setPanel(null);
  };
  const shownPanel: ListingPanelId | null =
    selection?.kind === 'form'
      ? 'form-settings'
      : selection?.kind === 'submit'
        ? 'form-submit'
        : selection
          ? null
          : panel;
  const openPanel = (id: ListingPanelId) => {
    // Edit Form is the form's settings: selected like a group or a field (a second click closes it).
    if (id === 'form-settings') {
      formDispatch({ type: 'select', target: { kind: 'form' }, toggle: true });
      return;
    }
    builder.dispatch({ type: 'deselect' });
    setPanel((current) => (current === id ? null : id));
  };
  const selectStep = (next: ListingStep) => {
    builder.dispatch({ type: 'deselect' });
    setStep(next);
    setPanel(firstPanel(next, draft.sectionName, draft.data));
  };
  const closePanel = () => (selection ? builder.dispatch({ type: 'deselect' }) : setPanel(null));
  const editBlock = (index: number) => {
    setBlockIndex(index);
    setPanel('edit-block');
  };
  return {
    steps,
    step,
    selectStep,
    panel,
    setPanel,
    shownPanel,
    openPanel,
    closePanel,
    blockIndex,
    setBlockIndex,
    editBlock,
    formView,
    setFormTab,
    formKind,
    builder,
    selection,
    formDispatch,
  };
}

/**
 * The draft rendered live: under an id of its own (the page behind the editor still shows the
 * saved section, and its form fields' ids must not collide with the draft's), with a second
 * copy opening its record as a modal for the Detailed View.
 */
function useDraftPreview(
  siteId: string,
  section: DataSection,
  draft: Draft,
  step: ListingStep,
  picked: string,
  previewAs: ListingPreviewAs,
) {
  const previewId = `${section.id}-editing`;
  const draftSection = useMemo(
    () => ({ ...section, id: previewId, sectionName: draft.sectionName, data: draft.data }) as DataSection,
    [section, previewId, draft],
  );
  // The Detailed View previews a record as its modal shows it (any detail type, so it can be edited first).
  const detailId = `${previewId}-detail`;
  const isRecordView = dataSectionKind(draft.sectionName) === 'record';
  const previewSections = useMemo(() => {
    if (step !== 'detail' || isRecordView) return [draftSection];
    const detailData = { ...draft.data, detail: { ...draft.data.detail, type: 'modal' as const } };
    return [draftSection, { ...draftSection, id: detailId, data: detailData }];
  }, [draftSection, draft.data, step, isRecordView, detailId]);
  // The listing's records come first; the Detailed View then asks for the picked (or first) one.
  const [record, setRecord] = useState('');
  // A user listing waits for its sample person rather than showing everyone's records first.
  const shown = previewAs.loading ? NO_SECTIONS : previewSections;
  const views = useListingPreviews(siteId, shown, previewAs.userId, record ? { [detailId]: record } : {});
  const listingView = views[previewId];
  const records = listingView?.records ?? [];
  const shownRecord = picked || records[0]?.id || '';
  useEffect(() => setRecord(shownRecord), [shownRecord]);
  return { previewId, draftSection, detailId, isRecordView, views, listingView, records, shownRecord };
}
