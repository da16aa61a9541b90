import {
  FORM_SECTION_SAVED_MESSAGE,
  LISTING_UPDATED_MESSAGE,
  SECTION_CATALOGUE,
  dataSectionKind,
  formBuilderView,
  listingTypeProblem,
  userLinkFields,
  type TDataData,
  type TFormBuilderAction,
  type TSection,
} from '@atrium/core';
import { useEffect, useMemo, useState } from 'react';
import { useToast } from '../../../components/builder-frame';
import { schemaCheck } from '../../../drawer-fields/document-drawer';
import type { FormKind } from '../form-builder/form-panels';
import { useFormBuilder } from '../form-builder/use-form-builder';
import { useListingPreviewAs, type ListingPreviewAs } from '../preview/use-listing-preview-as';
import { useListingPreviews } from '../preview/use-listing-previews';
import { listingSteps, stepToolbar, type ListingPanelId, type ListingStep } from './listing-panels';
import { useListingTable } from './use-listing-table';

export type DataSection = Extract<TSection, { type: 'data' }>;
type Draft = { data: TDataData; sectionName: string };
const NO_SECTIONS: DataSection[] = [];

/** The panel a step opens with: its toolbar's first (the form builder's steps open on their canvas). */
function firstPanel(step: ListingStep, sectionName: string, data: TDataData): ListingPanelId | null {
  if (step === 'form' || step === 'forms') return null;
  return stepToolbar(step, sectionName, data)[0]?.panel ?? null;
}

/**
 * The listing editor's state: the draft (saved into the page only by Save changes), the step and
 * the one side panel open, the form builder, and the live preview of the draft.
 */
export function useListingEditor({
  siteId,
  section,
  pages,
  onSave,
}: {
  siteId: string;
  section: DataSection;
  pages: ReadonlyArray<{ id: string; name: string }>;
  onSave: (data: TDataData, sectionName: string) => void;
}) {
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>({ data: section.data, sectionName: section.sectionName });
  const saved = JSON.stringify({ data: section.data, sectionName: section.sectionName });
  const dirty = JSON.stringify(draft) !== saved;
  const change = (data: TDataData) => setDraft((current) => ({ ...current, data }));
  const nav = useListingSteps(section, draft, change);
  const [leaving, setLeaving] = useState(false);
  const [picked, setPicked] = useState('');
  const table = useListingTable(siteId, draft.data.source);
  const context = useMemo(() => ({ ...table, pages }), [table, pages]);
  const previewAs = useListingPreviewAs(siteId, draft.data);
  const preview = useDraftPreview(siteId, section, draft, nav.step, picked, previewAs);
  const check = schemaCheck(SECTION_CATALOGUE.data.schema, (data) => ({ ...preview.draftSection, data }));
  const isForm = dataSectionKind(draft.sectionName) === 'form';
  const links =
    table.usersTable && table.tableFields.length > 0 ? userLinkFields(table.tableFields, table.usersTable) : undefined;
  const save = () => {
    if (check(draft.data)) return;
    // A user listing says which field links its records to users (else it would show nobody anything).
    const problem = listingTypeProblem(draft.data, links);
    if (problem) {
      toast(problem, { error: true });
      nav.setPanel('data-source');
      return;
    }
    onSave(draft.data, draft.sectionName);
    toast(isForm ? FORM_SECTION_SAVED_MESSAGE : LISTING_UPDATED_MESSAGE);
  };
  return {
    siteId,
    section,
    draft,
    setDraft,
    dirty,
    change,
    ...nav,
    leaving,
    setLeaving,
    setPicked,
    previewAs,
    context,
    ...preview,
    check,
    isForm,
    save,
  };
}

export type ListingEditorState = ReturnType<typeof useListingEditor>;

/**
 * The steps and the one panel open at a time: a toolbar's panel, or what the form builder
 * selects (Edit Form, Edit Submit Button, a group or a field), and the Detailed View's block.
 */
function useListingSteps(section: DataSection, draft: Draft, change: (data: TDataData) => void) {
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
  const formDispatch = (action: TFormBuilderAction) => {
    builder.dispatch(action);
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
